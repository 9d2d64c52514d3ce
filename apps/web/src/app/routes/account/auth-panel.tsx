import type { ReactNode } from 'react';
import './auth-panel.css';

/** A centred card for login, register and forgot (no footer on these pages). */
export function AuthPanel({ title, titleId, lead, children, aside }: { title: string; titleId: string; lead?: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="container auth-panel">
      <div className={aside ? 'auth-panel__grid auth-panel__grid--aside' : 'auth-panel__grid'}>
        <div className="auth-panel__card">
          <h1 id={titleId}>{title}</h1>
          {lead && <p className="muted">{lead}</p>}
          {children}
        </div>
        {aside && <div className="auth-panel__aside">{aside}</div>}
      </div>
    </div>
  );
}
