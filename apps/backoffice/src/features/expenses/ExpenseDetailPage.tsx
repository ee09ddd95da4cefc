import { useEffect, useEffectEvent } from 'react';
import { Button, Card, Descriptions, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../lib/currentUser';
import { useFeedback } from '../../lib/feedback';
import { useFormat } from '../../lib/useFormat';
import { useGasto } from './expenses.api';
import { EstadoTags, TipoTag, nombreFormaPago } from './expenseLabels';
import { useConfirmVoid } from './useConfirmVoid';

const LISTA = '/gastos';

/** `/gastos/:id` (P3-50): one expense and its voiding; when it cannot be read the user goes to `/gastos` (001 §2). */
export default function ExpenseDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const format = useFormat();
  const gasto = useGasto(id);
  const anular = useConfirmVoid();
  // A reader of the report opens the detail too, but only the `gasto` flag voids.
  const puedeAnular = useCurrentUser().gasto;
  const volverALaLista = useEffectEvent((error: unknown) => {
    feedback.error(error, MENSAJES.general.errorObtenerDatos);
    navigate(LISTA, { replace: true });
  });
  const { isError, error } = gasto;
  useEffect(() => {
    if (isError) volverALaLista(error);
  }, [isError, error]);

  const g = gasto.data;
  return (
    <>
      <PageHeader
        title={g ? `Gasto: ${g.concepto}` : 'Gasto'}
        subtitle={g ? `Registrado el ${format.dateTime(g.creado)} por ${g.usuario.nombre}` : undefined}
        backTo={LISTA}
        actions={
          g &&
          puedeAnular &&
          !g.anulado && (
            <Button danger onClick={() => anular(g)}>
              Anular gasto
            </Button>
          )
        }
      />
      <Card>
        {g ? (
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2 }}
            items={[
              { key: 'fecha', label: 'Fecha', children: format.date(g.fecha) },
              {
                key: 'monto',
                label: 'Monto',
                children: <strong className="num">{format.money(g.monto)}</strong>,
              },
              { key: 'concepto', label: 'Concepto', children: g.concepto },
              { key: 'tipo', label: 'Tipo de gasto', children: <TipoTag gasto={g} /> },
              { key: 'descripcion', label: 'Descripción', children: g.descripcion || 'Sin registro', span: 'filled' },
              { key: 'proveedor', label: 'Proveedor', children: g.proveedor || 'Sin registro' },
              { key: 'documento', label: 'No. de documento', children: g.num_documento || 'Sin registro' },
              { key: 'forma', label: 'Forma de pago', children: nombreFormaPago(g) },
              {
                key: 'caja',
                label: 'Pagado de caja',
                children: g.caja ? 'Sí, retiro de efectivo de la caja' : 'No',
              },
              { key: 'sucursal', label: 'Sucursal', children: g.sucursal.nombre },
              { key: 'estado', label: 'Estado', children: <EstadoTags gasto={g} /> },
              ...(g.fecha_anulado
                ? [{ key: 'anulado', label: 'Anulado el', children: format.dateTime(g.fecha_anulado) }]
                : []),
            ]}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </Card>
    </>
  );
}
