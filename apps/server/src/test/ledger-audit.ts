// The ledger audit lives in the wallet module (`npm run restore` uses it too); tests import it here.
export { auditLedger, cleanAudit, type LedgerAudit } from '../modules/wallet/index.ts';
