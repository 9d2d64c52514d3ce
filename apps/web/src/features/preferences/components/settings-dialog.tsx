import { settingsText } from '@kaimono/i18n';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '@/shared/lib/use-media-query';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { RadioGroup } from '@/shared/ui/radio-group';
import { defaultPreferences, type FontSize } from '../lib/preferences';
import { useContactPanelHidden, usePreferences } from '../hooks/use-preferences';
import './settings-dialog.css';

const fontOptions = (['sm', 'md', 'lg'] as const).map((value) => ({ value, label: settingsText.fontSizes[value] }));

export interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Font size, reduced motion and the contact panel, saved in this browser. */
export default function SettingsDialog({ open, onOpenChange }: SettingsDialogProps) {
  const { preferences, update } = usePreferences();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [panelHidden, setPanelHidden] = useContactPanelHidden(isMobile);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={settingsText.title}
      description={settingsText.description}
      size="sm"
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              update(defaultPreferences);
              setPanelHidden(false);
            }}
          >
            {settingsText.reset}
          </Button>
          <DialogClose asChild>
            <Button>{settingsText.done}</Button>
          </DialogClose>
        </>
      }
    >
      <div className="settings">
        <RadioGroup<FontSize>
          idPrefix="settings-font"
          label={settingsText.fontSizeLabel}
          showLabel
          orientation="horizontal"
          value={preferences.fontSize}
          onValueChange={(fontSize) => update({ fontSize })}
          options={fontOptions}
          className="settings__font"
        />
        <label className="settings__check">
          <input type="checkbox" checked={preferences.reducedMotion} onChange={(e) => update({ reducedMotion: e.target.checked })} />
          <span>
            <strong>{settingsText.reducedMotionLabel}</strong>
            <span className="muted">{settingsText.reducedMotionHint}</span>
          </span>
        </label>
        <label className="settings__check">
          <input type="checkbox" checked={!panelHidden} onChange={(e) => setPanelHidden(!e.target.checked)} />
          <span>
            <strong>{settingsText.contactPanelLabel}</strong>
            <span className="muted">{settingsText.contactPanelHint}</span>
          </span>
        </label>
      </div>
    </Dialog>
  );
}
