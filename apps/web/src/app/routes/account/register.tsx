import { authText } from '@kaimono/i18n';
import { RegisterForm } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { Icon } from '@/shared/ui/icons';
import { AuthPanel } from './auth-panel';

export default function RegisterRoute() {
  usePageMeta(authText.registerTitle, authText.registerLead);
  return (
    <AuthPanel
      titleId="register-title"
      title={authText.registerTitle}
      lead={authText.registerLead}
      aside={
        <>
          <h2>{authText.whyRegister}</h2>
          <ul className="checklist">
            {authText.registerBenefits.map((line) => (
              <li key={line}>
                <Icon name="check" size={18} />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </>
      }
    >
      <RegisterForm />
    </AuthPanel>
  );
}
