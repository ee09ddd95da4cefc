import { PosPage } from './PosPage';

export default function MostradorPage() {
  return <PosPage modo="mostrador" />;
}
