import { useSearchParams } from 'react-router';
import { vouchersWebText } from '@kaimono/i18n';
import { Tabs } from '@/shared/ui/tabs';
import { MyCouponsPanel } from './my-coupons-panel';
import { SaveCodeForm } from './save-code-form';
import { VoucherCataloguePanel } from './voucher-catalogue-panel';
import './vouchers.css';

const tabs = ['mine', 'catalogue'] as const;
type VouchersTab = (typeof tabs)[number];

/** /account/vouchers: "Nhập mã", then the tabs "Mã của tôi" and "Kho mã giảm giá" (?tab=catalogue). */
export function VouchersView() {
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: VouchersTab = tabParam && (tabs as readonly string[]).includes(tabParam) ? (tabParam as VouchersTab) : 'mine';

  const showTab = (value: string) => {
    const next = new URLSearchParams(search);
    if (value === 'mine') next.delete('tab');
    else next.set('tab', value);
    setSearch(next, { replace: true });
  };

  return (
    <div className="vouchers stack">
      <SaveCodeForm onSaved={() => showTab('mine')} />
      <Tabs
        label={vouchersWebText.tabs.label}
        value={tab}
        onValueChange={showTab}
        items={[
          { value: 'mine', label: vouchersWebText.tabs.mine, content: <MyCouponsPanel onBrowse={() => showTab('catalogue')} /> },
          { value: 'catalogue', label: vouchersWebText.tabs.catalogue, content: <VoucherCataloguePanel /> },
        ]}
      />
    </div>
  );
}
