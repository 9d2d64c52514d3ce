import { useEffect, useState } from 'react';
import { walletWebText } from '@kaimono/i18n';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { useToast } from '@/shared/ui/toast';

/** Copies `value` and says "Đã sao chép" for two seconds (announced politely). */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const toast = useToast();
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.error(walletWebText.topUp.copyFailed);
    }
  };

  return (
    <span className="wallet-copy">
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={walletWebText.topUp.copyLabel(what)} leadingIcon={<Icon name={copied ? 'check' : 'copy'} size={16} />}>
        {copied ? walletWebText.topUp.copied : walletWebText.topUp.copy}
      </Button>
      <span className="sr-only" role="status">
        {copied ? walletWebText.topUp.copied : ''}
      </span>
    </span>
  );
}
