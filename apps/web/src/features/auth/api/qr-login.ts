import type { QrGenerateResponse, QrScanResponse, QrWaitResponse } from '@kaimono/contracts';
import { apiRequest, http } from '@/shared/api/http';

/** POST /api/account/authen/qr/generate: a polling code and the QR (SVG) of the scan link. */
export function generateQr(): Promise<QrGenerateResponse> {
  return http.post<QrGenerateResponse>('/account/authen/qr/generate');
}

/** POST /api/account/authen/qr/waiting-scan: a long poll (~25 s); abort it with the signal. */
export function waitForScan(code: string, signal: AbortSignal): Promise<QrWaitResponse> {
  return apiRequest<QrWaitResponse>('/account/authen/qr/waiting-scan', { method: 'POST', body: { code }, signal });
}

/** POST /api/account/authen/qr/cancel: the code can no longer be approved. */
export function cancelQr(code: string): Promise<{ success: boolean; message: string }> {
  return http.post('/account/authen/qr/cancel', { code });
}

/** The phone side: who asked (marks the request scanned). */
export function scanQr(code: string): Promise<QrScanResponse> {
  return http.post<QrScanResponse>('/account/authen/qr/scan', { code });
}

export function approveQr(code: string): Promise<{ success: boolean; message: string }> {
  return http.post('/account/authen/qr/approve', { code });
}

export function rejectQr(code: string): Promise<{ success: boolean; message: string }> {
  return http.post('/account/authen/qr/reject', { code });
}
