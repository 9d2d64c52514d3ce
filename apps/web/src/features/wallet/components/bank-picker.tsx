import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { walletWebText } from '@kaimono/i18n';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/native-select';
import { getBanks, type BankDto } from '../api/cards-api';
import { walletKeys } from '../api/query-keys';

const t = walletWebText.cards;

export function bankLabel(bank: Pick<BankDto, 'short_name' | 'vn_name'>): string {
  return bank.short_name && bank.short_name !== bank.vn_name ? `${bank.short_name} — ${bank.vn_name}` : bank.vn_name;
}

export interface BankPickerProps {
  value: string;
  /** The chosen bank when editing, shown even if the search does not list it. */
  current?: Pick<BankDto, 'atm_bin' | 'short_name' | 'vn_name'> | null;
  onChange: (bin: string) => void;
  error?: string;
}

/** A bank from GET /api/bank/all: a search box (name or BIN, 20 a page) above the list to pick from. */
export function BankPicker({ value, current, onChange, error }: BankPickerProps) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 300);
  const banks = useInfiniteQuery({
    queryKey: walletKeys.banks(debounced),
    queryFn: ({ pageParam, signal }) => getBanks(debounced, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page * last.pagination.size < last.pagination.total ? last.pagination.page + 1 : undefined),
    staleTime: 60 * 60_000,
    placeholderData: (previous) => previous,
  });
  const listed = banks.data?.pages.flatMap((p) => p.results) ?? [];
  const options = [...listed];
  if (current && value === current.atm_bin && !listed.some((b) => b.atm_bin === current.atm_bin)) options.unshift({ ...current, code: '', transfer_supported: true });

  return (
    <div className="bank-picker">
      <Field label={t.bankSearch} optional>
        {(control) => <Input {...control} type="search" value={keyword} placeholder={t.bankSearchPlaceholder} onChange={(e) => setKeyword(e.target.value)} autoComplete="off" />}
      </Field>
      <Field label={t.bank} required error={error} hint={banks.isSuccess && listed.length === 0 ? t.banksEmpty : undefined}>
        {(control) => (
          <NativeSelect
            {...control}
            name="bank_no"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            options={[{ value: '', label: t.bankPlaceholder }, ...options.map((bank) => ({ value: bank.atm_bin, label: bankLabel(bank) }))]}
          />
        )}
      </Field>
      {banks.hasNextPage && (
        <Button variant="ghost" size="sm" onClick={() => void banks.fetchNextPage()} loading={banks.isFetchingNextPage}>
          {t.moreBanks}
        </Button>
      )}
    </div>
  );
}
