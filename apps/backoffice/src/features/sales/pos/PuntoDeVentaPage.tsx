import { PosPage } from './PosPage';

export default function PuntoDeVentaPage() {
  return <PosPage modo="pvn" />;
}
