import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { QrScanResponse, User } from '@kaimono/contracts';
import { identityText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { approveQr, rejectQr, scanQr } from '../api/qr-login';
import './identity.css';

const dateTime = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'medium' });

/**
 * /account/qr-approve?code=…: opened on a logged-in phone by scanning the login QR. Shows which
 * device asked, then approves or rejects (the computer is told through its waiting-scan).
 */
export default function QrApproveView({ user }: { user: User }) {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const scan = useMutation({ mutationFn: scanQr });
  const approve = useMutation({ mutationFn: approveQr });
  const reject = useMutation({ mutationFn: rejectQr });
  const scanned = useRef<string | null>(null);
  const startScan = scan.mutate;

  // Opening the link marks the request scanned (once per code, also under StrictMode).
  useEffect(() => {
    if (!code || scanned.current === code) return;
    scanned.current = code;
    startScan(code);
  }, [code, startScan]);

  if (!code) return <Problem message={identityText.qrApproveMissingCode} />;
  if (approve.isSuccess) return <Done message={identityText.qrApproveDone} />;
  if (reject.isSuccess) return <Done message={identityText.qrRejectDone} />;
  if (scan.isError) return <Problem message={errorText(scan.error)} />;
  if (!scan.data) {
    return (
      <div className="route-fallback">
        <Spinner size={32} />
      </div>
    );
  }

  const info: QrScanResponse['data'] = scan.data.data;
  const actionError = approve.isError ? approve.error : reject.isError ? reject.error : null;
  return (
    <div className="stack">
      <p>{identityText.qrApproveLead}</p>
      <dl className="qr-approve__device">
        <dt>{identityText.qrApproveDevice}</dt>
        <dd>{info.device.description}</dd>
        {info.ip_masked && (
          <>
            <dt>{identityText.qrApproveIp}</dt>
            <dd>{info.ip_masked}</dd>
          </>
        )}
        <dt>{identityText.qrApproveTime}</dt>
        <dd>{dateTime.format(new Date(info.requested_at))}</dd>
        <dt>{identityText.qrApproveAccount}</dt>
        <dd>
          {user.full_name} ({user.customer_no})
        </dd>
      </dl>
      <div className="notice qr-approve__warning" role="note">
        <Icon name="alert" />
        <p>{identityText.qrApproveWarning}</p>
      </div>
      {actionError && (
        <div className="form-error" role="alert">
          <Icon name="alert" />
          <span>{errorText(actionError)}</span>
        </div>
      )}
      <div className="qr-approve__actions">
        <Button variant="secondary" size="lg" loading={reject.isPending} disabled={approve.isPending} onClick={() => reject.mutate(code)}>
          {identityText.qrRejectButton}
        </Button>
        <Button size="lg" loading={approve.isPending} disabled={reject.isPending} onClick={() => approve.mutate(code)}>
          {identityText.qrApproveButton}
        </Button>
      </div>
    </div>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div className="stack">
      <div className="form-error" role="alert">
        <Icon name="alert" />
        <span>{message}</span>
      </div>
      <Link to={paths.home} className={buttonClass('secondary', 'md', true)}>
        {identityText.qrBackHome}
      </Link>
    </div>
  );
}

function Done({ message }: { message: string }) {
  return (
    <div className="stack">
      <div className="notice" role="status">
        <Icon name="check" />
        <p>{message}</p>
      </div>
      <Link to={paths.home} className={buttonClass('secondary', 'md', true)}>
        {identityText.qrBackHome}
      </Link>
    </div>
  );
}
