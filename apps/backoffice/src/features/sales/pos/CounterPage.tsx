import { PosPage } from './PosPage';

export default function CounterPage() {
  return <PosPage modo="mostrador" />;
}
