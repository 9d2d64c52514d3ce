import { useMemo, useState } from 'react';
import type { Ward } from '@kaimono/contracts';
import { addressText } from '@kaimono/i18n';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/native-select';
import { matchesSearch } from '../lib/address-rules';

/** Lists this long get a search box above them (TP. Hồ Chí Minh has 168 wards). */
const SEARCH_FROM = 12;

export interface WardPickerProps {
  wards: readonly Ward[] | undefined;
  value: string;
  onChange: (wardCode: string) => void;
  provinceChosen: boolean;
  loading?: boolean;
  error?: string;
}

/**
 * The ward of the chosen province: the browser's own select (the best picker on phones) with a
 * search box that narrows it, accents optional ("ben thanh" finds "Phường Bến Thành").
 */
export function WardPicker({ wards, value, onChange, provinceChosen, loading, error }: WardPickerProps) {
  // The parent keys this component by province: a new province starts with an empty search.
  const [search, setSearch] = useState('');
  const list = useMemo(() => wards ?? [], [wards]);
  const shown = useMemo(() => {
    const matching = list.filter((ward) => matchesSearch(ward.name, search));
    // Keep the chosen ward in the list, so the select keeps showing it.
    const chosen = list.find((ward) => ward.code === value);
    return chosen && !matching.includes(chosen) ? [chosen, ...matching] : matching;
  }, [list, search, value]);

  const placeholder = !provinceChosen ? addressText.wardPickProvinceFirst : addressText.wardPlaceholder;
  const options = [{ value: '', label: placeholder }, ...shown.map((ward) => ({ value: ward.code, label: ward.name }))];
  const searchable = list.length >= SEARCH_FROM;

  const onSearch = (text: string) => {
    setSearch(text);
    // One match left: choose it, as a combobox would.
    const matching = list.filter((ward) => matchesSearch(ward.name, text));
    if (text.trim() && matching.length === 1) onChange(matching[0]!.code);
  };

  return (
    <div className="address-form__ward">
      {searchable && (
        <Field label={addressText.wardSearch} hint={search ? (shown.length > 0 ? addressText.wardCount(shown.length) : addressText.wardNoMatch) : undefined}>
          {(control) => (
            <Input
              {...control}
              type="search"
              value={search}
              placeholder={addressText.wardSearchPlaceholder}
              onChange={(event) => onSearch(event.target.value)}
              autoComplete="off"
              maxLength={60}
            />
          )}
        </Field>
      )}
      <Field label={addressText.ward} error={error} required hint={provinceChosen && list.length > 0 && !search ? addressText.wardCount(list.length) : undefined}>
        {(control) => (
          <NativeSelect
            {...control}
            name="ward_code"
            className="address-form__select"
            value={value}
            disabled={!provinceChosen || loading}
            aria-busy={loading || undefined}
            onChange={(event) => onChange(event.target.value)}
            options={options}
          />
        )}
      </Field>
    </div>
  );
}
