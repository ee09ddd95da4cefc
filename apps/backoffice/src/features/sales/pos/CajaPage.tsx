import { PosPage } from './PosPage';

export default function CajaPage() {
  return <PosPage modo="caja" />;
}
