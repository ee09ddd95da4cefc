import { PosPage } from './PosPage';

export default function CashierPage() {
  return <PosPage modo="caja" />;
}
