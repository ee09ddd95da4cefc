import { useLocation } from 'react-router';
import { DOCUMENTOS_BODEGA, type ClaseDocumentoBodega } from '@pos/shared/domains/inventory';
import { NotFound } from '../../../components/NotFound';
import { MovementScreen } from './MovementScreen';

const CLASES = Object.keys(DOCUMENTOS_BODEGA) as ClaseDocumentoBodega[];

/** The four movement routes share this screen; the route says which document it records. */
export default function MovementPage() {
  const { pathname } = useLocation();
  const clase = CLASES.find((c) => DOCUMENTOS_BODEGA[c].ruta === pathname.replace(/\/+$/, ''));
  // The key gives each document kind its own form, lines and Idempotency-Key.
  return clase ? <MovementScreen key={clase} clase={clase} /> : <NotFound />;
}
