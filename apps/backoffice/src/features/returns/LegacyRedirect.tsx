import { Navigate, useParams } from 'react-router';
import { rutaSeleccion } from './paths';

/** `/devolucion/seleccion_de_producto/{id}`: a legacy alias of the product selection (P3-21). */
export default function LegacyRedirect() {
  const { id } = useParams();
  return <Navigate to={rutaSeleccion(id!)} replace />;
}
