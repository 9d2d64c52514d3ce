import { siteCodes, type SiteCode } from '@kaimono/contracts';
import { searchText, siteText } from '@kaimono/i18n';
import { isSiteCode } from '@/shared/config/sites';
import { NativeSelect } from '@/shared/ui/native-select';

const options = siteCodes.map((code) => ({ value: code, label: siteText[code].shortName }));

/** The marketplace to search, labelled 'Chọn trang' (a native select: light and phone-friendly). */
export function SiteSelect({ value, onChange, className }: { value: SiteCode; onChange: (site: SiteCode) => void; className?: string }) {
  return (
    <NativeSelect
      className={className}
      aria-label={searchText.siteSelectLabel}
      value={value}
      options={options}
      onChange={(event) => {
        if (isSiteCode(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
