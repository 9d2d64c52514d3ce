import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyText } from './money-text';

describe('MoneyText', () => {
  it('renders VND and JPY amounts', () => {
    render(
      <p>
        <MoneyText amount={1_250_000} currency="VND" /> / <MoneyText amount={12_000} currency="JPY" />
      </p>,
    );
    expect(screen.getByText((text) => text.replace(/\u00a0/g, ' ') === '1.250.000 ₫')).toBeTruthy();
    expect(screen.getByText('¥12,000')).toBeTruthy();
  });
});
