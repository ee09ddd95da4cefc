import { PosPage } from './PosPage';

export default function PointOfSalePage() {
  return <PosPage modo="pvn" />;
}
