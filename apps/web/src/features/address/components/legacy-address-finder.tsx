import { useState } from 'react';
import type { AddressConversion } from '@kaimono/contracts';
import { addressText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { convertOldAddress } from '../api/address-api';

/**
 * "I only know my old address": old province, district and ward → the new ward (2025), through
 * GET /api/utility/address-conversion. Choosing a result fills the form (and keeps the old
 * district as a hint for couriers).
 */
export function LegacyAddressFinder({ onUse }: { onUse: (conversion: AddressConversion) => void }) {
  const [province, setProvince] = useState('');
  const [district, setDistrict] = useState('');
  const [ward, setWard] = useState('');
  const [results, setResults] = useState<AddressConversion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A nested <form> is not allowed: this block submits through its button only.
  const find = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (!ward.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setResults(await convertOldAddress({ ward: ward.trim(), ...(district.trim() ? { district: district.trim() } : {}), ...(province.trim() ? { province: province.trim() } : {}) }));
    } catch (failure) {
      setError(errorText(failure));
      setResults(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="address-legacy">
      <summary>{addressText.convertTitle}</summary>
      <p className="muted">{addressText.convertLead}</p>
      <div className="address-form__grid address-form__grid--3">
        <Field label={addressText.convertOldWard} required>
          {(control) => <Input {...control} value={ward} onChange={(e) => setWard(e.target.value)} maxLength={120} onKeyDown={(e) => e.key === 'Enter' && void find(e)} />}
        </Field>
        <Field label={addressText.convertOldDistrict}>
          {(control) => <Input {...control} value={district} onChange={(e) => setDistrict(e.target.value)} maxLength={120} onKeyDown={(e) => e.key === 'Enter' && void find(e)} />}
        </Field>
        <Field label={addressText.convertOldProvince}>
          {(control) => <Input {...control} value={province} onChange={(e) => setProvince(e.target.value)} maxLength={120} onKeyDown={(e) => e.key === 'Enter' && void find(e)} />}
        </Field>
      </div>
      <Button variant="secondary" onClick={() => void find()} loading={busy} disabled={!ward.trim()}>
        {addressText.convertButton}
      </Button>
      <div aria-live="polite">
        {error && <p className="k-field__error">{error}</p>}
        {results && results.length === 0 && <p className="muted">{addressText.convertNone}</p>}
        {results && results.length > 0 && (
          <ul className="address-legacy__results">
            {results.map((r) => (
              <li key={`${r.old.ward_code ?? r.old.ward_name}-${r.old.district_name}-${r.ward_code}`}>
                <span>
                  {addressText.convertResult(
                    [r.old.ward_name, r.old.district_name, r.old.province_name].filter(Boolean).join(', '),
                    `${r.ward_name}, ${r.province_name}`,
                  )}
                </span>
                <Button size="sm" onClick={() => onUse(r)}>
                  {addressText.convertUse}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
