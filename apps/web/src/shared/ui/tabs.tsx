import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: ReadonlyArray<TabItem>;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /**
   * Share the width equally and let a long label wrap, so every tab is always fully visible (few
   * tabs in a narrow card, e.g. the login methods); otherwise the list scrolls sideways.
   */
  fill?: boolean;
}

/** Tabs on Radix (arrow keys move between tabs). */
export function Tabs({ items, value, defaultValue, onValueChange, label, fill = false }: TabsProps) {
  return (
    <RadixTabs.Root className="k-tabs" value={value} defaultValue={defaultValue ?? items[0]?.value} onValueChange={onValueChange}>
      <RadixTabs.List className={fill ? 'k-tabs__list k-tabs__list--fill' : 'k-tabs__list'} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="k-tabs__trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="k-tabs__content">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
