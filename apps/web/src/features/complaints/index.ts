export { ComplaintsList } from './components/complaints-list';
export { ComplaintForm } from './components/complaint-form';
export { ComplaintDetail } from './components/complaint-detail';
export { complaintsKeys } from './api/query-keys';
