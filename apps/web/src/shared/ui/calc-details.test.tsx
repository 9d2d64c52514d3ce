import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalcDetails } from './calc-details';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('CalcDetails ("Chi tiết cách tính")', () => {
  const groups = [
    {
      code: 'goods',
      title: 'Tiền hàng',
      lines: [{ code: 'goods:1', label: 'Giá sản phẩm', amount_vnd: 2_139_000, amount_jpy: 12_400, formula: '12.400 ¥ × 172,5 ₫/¥ = 2.139.000 ₫, làm tròn lên', note: 'ghi chú không hiện khi có công thức' }],
    },
    {
      code: 'service',
      title: 'Phí dịch vụ',
      lines: [
        { code: 'service_fee', label: 'Phí mua hộ', amount_vnd: 106_950, note: '5% tiền hàng' },
        { code: 'fixed', label: 'Phí cố định', amount_vnd: 10_000 },
      ],
    },
  ];

  it('is closed at first and writes nothing of the lines until opened', () => {
    render(<CalcDetails groups={groups} rateScaled={1_725_000} totals={[{ label: 'Tổng', amountVnd: 2_255_950 }]} />);
    const box = screen.getByTestId('calc-details');
    expect(within(box).getByText('Chi tiết cách tính')).toBeTruthy();
    expect(box.hasAttribute('open')).toBe(false);
    expect(within(box).queryByText('Giá sản phẩm')).toBeNull();
  });

  it('opened: each line with its amount and the server formula (else its note), the rate with a decimal comma, the totals', async () => {
    const user = userEvent.setup();
    render(<CalcDetails groups={groups} rateScaled={1_725_000} totals={[{ label: 'Tổng', amountVnd: 2_255_950 }]} />);
    await user.click(screen.getByText('Chi tiết cách tính'));
    const box = screen.getByTestId('calc-details');
    const lines = within(box).getAllByTestId('calc-line');
    expect(lines).toHaveLength(3);
    expect(spaced(lines[0]!.textContent)).toContain('Giá sản phẩm');
    expect(spaced(lines[0]!.textContent)).toContain('2.139.000 ₫');
    expect(within(lines[0]!).getByTestId('calc-formula').textContent).toBe('12.400 ¥ × 172,5 ₫/¥ = 2.139.000 ₫, làm tròn lên');
    expect(lines[0]!.textContent).not.toContain('ghi chú không hiện');
    // No formula from the server: the note; neither: a fixed amount. Nothing computed here.
    expect(lines[1]!.textContent).toContain('5% tiền hàng');
    expect(lines[2]!.textContent).toContain('Số tiền cố định theo biểu phí.');
    expect(within(box).getByText('Tiền hàng')).toBeTruthy();
    expect(spaced(within(box).getByText(/Tỷ giá dùng để tính/).textContent)).toBe('Tỷ giá dùng để tính: 172,50 ₫/¥');
    expect(spaced(within(box).getByTestId('calc-total').textContent)).toBe('Tổng2.255.950 ₫');
  });

  it('takes flat lines (a bill) and shows nothing without lines', () => {
    const { container, unmount } = render(<CalcDetails lines={[]} />);
    expect(container.innerHTML).toBe('');
    unmount();
    render(<CalcDetails lines={[{ code: 'shipping', label: 'Cước quốc tế', amount_vnd: 250_000, formula: '1 kg × 250.000 ₫/kg = 250.000 ₫' }]} defaultOpen />);
    expect(screen.getByTestId('calc-formula').textContent).toBe('1 kg × 250.000 ₫/kg = 250.000 ₫');
  });
});
