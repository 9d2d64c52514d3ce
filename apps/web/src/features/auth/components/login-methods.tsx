import { useState } from 'react';
import { identityText } from '@kaimono/i18n';
import { Tabs } from '@/shared/ui/tabs';
import LoginForm from './login-form';
import { PhoneOtpForm } from './phone-otp-form';
import { QrLoginPanel } from './qr-login-panel';
import { SocialButtons } from './social-buttons';
import './identity.css';

export type LoginMethod = 'password' | 'otp' | 'qr';

/**
 * The login page: password, a code by SMS, or a QR scanned by a logged-in phone; Google and
 * Facebook below when the server has them. Every method honours `?next`.
 */
export default function LoginMethods() {
  const [method, setMethod] = useState<LoginMethod>('password');
  return (
    <div className="login-methods">
      <Tabs
        label={identityText.loginMethodsLabel}
        // Three methods in a card as narrow as a phone: each tab gets a third and wraps, none is cut off.
        fill
        value={method}
        onValueChange={(value) => setMethod(value as LoginMethod)}
        items={[
          { value: 'password', label: identityText.tabPassword, content: <LoginForm /> },
          { value: 'otp', label: identityText.tabOtp, content: <PhoneOtpForm /> },
          // Only mounted while its tab is open: leaving the tab cancels the code.
          { value: 'qr', label: identityText.tabQr, content: <QrLoginPanel /> },
        ]}
      />
      <SocialButtons />
    </div>
  );
}
