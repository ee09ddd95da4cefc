import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Flex, Table, Typography } from 'antd';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { PageHeader } from '../../components/PageHeader';
import { PageStatus } from '../../components/PageStatus';
import { NumericInput } from '../../components/inputs/NumericInput';
import { errorMessage } from '../../lib/api';
import { useFormat } from '../../lib/useFormat';
import { FacturaResumen } from './FacturaResumen';
import { guardarBorrador, leerBorrador } from './returnDraft';
import {
  conCantidad,
  lineaDeFactura,
  textoAviso,
  totalDevolucion,
  validarSeleccion,
  type LineaElegida,
} from './returnLines';
import type { FacturaDevolucion } from '@pos/shared/domains/returns';
import { RUTA_BUSCAR, rutaMotivos } from './paths';
import { useFacturaDevolucion } from './useFacturaDevolucion';
import './returns.css';
import { moneyColumn } from '../../components/list/moneyColumn';

/** `/bodega/nota_credito_cliente/seleccion_de_producto/{idFactura}`: which lines come back, and how many. */
export default function SelectionPage() {
  const { idFactura } = useParams();
  const [params] = useSearchParams();
  // The code the sale was found by: in the address, or kept with the return being prepared.
  const codigo = params.get('codigo') ?? leerBorrador(idFactura!)?.codigo ?? null;
  const factura = useFacturaDevolucion(idFactura, codigo);
  const header = (
    <PageHeader
      title="Selección de productos"
      subtitle="Marque los productos que se devuelven y la cantidad de cada uno."
      backTo={RUTA_BUSCAR}
    />
  );
  // Without the sale's code (an old link, the legacy alias) the lookup is the fallback (SCOPE §1.1).
  if (codigo === null) return <Navigate to={RUTA_BUSCAR} replace />;
  if (!factura.data)
    return (
      <PageStatus
        header={header}
        failed={factura.isError}
        message={errorMessage(factura.error, MENSAJES.devoluciones.facturaNoExistente)}
      />
    );
  return (
    <>
      {header}
      <SelectionForm key={factura.data.id} factura={factura.data} codigo={codigo} idFactura={idFactura!} />
    </>
  );
}

/** The lines of a fresh selection, or the ones chosen before when the user comes back. */
function lineasIniciales(factura: FacturaDevolucion, idFactura: string): LineaElegida[] {
  const borrador = leerBorrador(idFactura);
  if (borrador && borrador.factura.id === factura.id)
    return factura.productos.map(
      (p) => borrador.lineas.find((l) => l.detalle === p.id && l.disponible === p.disponible) ?? lineaDeFactura(p),
    );
  return factura.productos.map(lineaDeFactura);
}

interface FormProps {
  factura: FacturaDevolucion;
  codigo: string;
  idFactura: string;
}

export function SelectionForm({ factura, codigo, idFactura }: FormProps) {
  const navigate = useNavigate();
  const format = useFormat();
  const [lineas, setLineas] = useState(() => lineasIniciales(factura, idFactura));
  const [error, setError] = useState<string | null>(null);
  const cambiar = (key: string, cambio: (l: LineaElegida) => LineaElegida) =>
    setLineas((actuales) => actuales.map((l) => (l.key === key ? cambio(l) : l)));
  const nadaDisponible = lineas.every((l) => Number(l.disponible) <= 0);

  const continuar = () => {
    const { lineas: marcadas, error: problema } = validarSeleccion(lineas);
    setLineas(marcadas);
    setError(problema);
    if (problema) return;
    const previas = leerBorrador(idFactura);
    // Reasons chosen before stay; additional items too.
    const adiciones = previas?.factura.id === factura.id ? previas.lineas.filter((l) => l.adicion !== null) : [];
    guardarBorrador(idFactura, { codigo, factura, lineas: [...marcadas.filter((l) => l.elegida), ...adiciones] });
    navigate(rutaMotivos(idFactura));
  };

  return (
    <Card className="returns-card">
      <FacturaResumen factura={factura} />
      {nadaDisponible && <Alert type="info" showIcon title={MENSAJES.pantallasDevolucion.sinDisponible} />}
      <Table<LineaElegida>
        className="returns-table"
        dataSource={lineas}
        rowKey="key"
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: 'Devolver',
            width: 80,
            render: (_, l) => (
              <Checkbox
                aria-label={`Devolver ${l.nombre}`}
                checked={l.elegida}
                disabled={Number(l.disponible) <= 0}
                onChange={(e) => cambiar(l.key, (x) => ({ ...x, elegida: e.target.checked }))}
              />
            ),
          },
          { title: 'Producto', dataIndex: 'nombre' },
          {
            title: 'Disponible',
            dataIndex: 'disponible',
            align: 'right',
            render: (v: string) => <span className="num">{v}</span>,
          },
          {
            title: 'Cantidad',
            width: 140,
            render: (_, l) => {
              const aviso = l.elegida ? textoAviso(l) : null;
              return (
                <>
                  <NumericInput
                    aria-label={`Cantidad de ${l.nombre}`}
                    value={l.cantidad}
                    decimales={l.decimales}
                    min={null}
                    disabled={!l.elegida}
                    data-testid={`cantidad-${l.key}`}
                    onChange={(valor) => cambiar(l.key, (x) => conCantidad(x, valor))}
                    style={{ width: 110 }}
                  />
                  {aviso && (
                    <Typography.Text
                      type={l.requerido ? 'danger' : 'warning'}
                      className="returns-aviso"
                      role={l.requerido ? 'alert' : 'status'}
                    >
                      {aviso}
                    </Typography.Text>
                  )}
                </>
              );
            },
          },
          moneyColumn(format.money, { title: 'Precio', dataIndex: 'precio' }),
          {
            title: 'Subtotal',
            align: 'right',
            render: (_, l) => <span className="num">{l.elegida ? format.money(l.precio_calculado) : '—'}</span>,
          },
        ]}
      />
      {error && <Alert type="error" showIcon title={error} role="alert" className="returns-error" />}
      <Flex justify="space-between" align="center" wrap gap={8} className="returns-footer">
        <Typography.Text strong>Total a devolver: {format.money(totalDevolucion(lineas))}</Typography.Text>
        <Button type="primary" onClick={continuar}>
          Continuar
        </Button>
      </Flex>
    </Card>
  );
}
