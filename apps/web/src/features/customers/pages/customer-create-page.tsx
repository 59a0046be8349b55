import { CustomerCreateForm } from '../components/customer-forms.tsx';

/** Staff `/clientes/cadastro`. */
export function CustomerCreatePage() {
  return <CustomerCreateForm />;
}
