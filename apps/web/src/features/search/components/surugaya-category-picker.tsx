import { searchText, surugayaCategoryText } from '@kaimono/i18n';
import { surugayaCategoryCodes, type SurugayaCategoryCode } from '@/shared/config/sites';
import { RadioGroup } from '@/shared/ui/radio-group';

const categoryOptions = surugayaCategoryCodes.map((code) => ({
  value: code,
  label: surugayaCategoryText[code].vietnamese,
  description: surugayaCategoryText[code].japanese,
}));

/** The Suruga-ya category radio list of the search popover (loaded when Suruga-ya is chosen). */
export default function SurugayaCategoryPicker({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: SurugayaCategoryCode;
  onChange: (code: SurugayaCategoryCode) => void;
}) {
  return (
    <RadioGroup<SurugayaCategoryCode>
      idPrefix={idPrefix}
      label={searchText.categoryHeading}
      showLabel
      value={value}
      onValueChange={onChange}
      options={categoryOptions}
      columns={2}
    />
  );
}
