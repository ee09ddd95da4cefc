import { useState } from 'react';
import { Alert, Button, Card, Form, Input, List, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { MENSAJES } from '@pos/shared';
import type { FacturaDevolucion } from '@pos/shared/domains/returns';
import { PageHeader } from '../../components/PageHeader';
import { ApiError, errorMessage } from '../../lib/api';
import { useFormat } from '../../lib/useFormat';
import { devolucionesApi } from './returns.api';
import { rutaSeleccionDe } from './paths';
import './returns.css';

type Coincidencia = FacturaDevolucion['coincidencias'][number];

/**
 * `/bodega/nota_credito_cliente/` (SCOPE §1.1): the sale is looked up by its code or its FEL
 * serie-número; when several sales match, the user picks one (P3-20). Not found: the spec's message.
 */
export default function LookupPage() {
  const navigate = useNavigate();
  const format = useFormat();
  const [codigo, setCodigo] = useState('');
  const [buscando, setBuscando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [candidatas, setCandidatas] = useState<{ codigo: string; ventas: Coincidencia[] } | null>(null);

  const buscar = async () => {
    const texto = codigo.trim();
    if (!texto) return;
    setBuscando(true);
    setError(null);
    setCandidatas(null);
    try {
      const factura = await devolucionesApi.buscarFactura({ codigo: texto });
      if (factura.coincidencias.length === 0) navigate(rutaSeleccionDe(factura.id, texto));
      else {
        const { id, codigo: codigoVenta, serie, numero, creado } = factura;
        const total = factura.movimiento.total_cobrar_pagar;
        setCandidatas({
          codigo: texto,
          ventas: [{ id, codigo: codigoVenta, serie, numero, creado, total }, ...factura.coincidencias],
        });
      }
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.status === 404
          ? MENSAJES.devoluciones.facturaNoExistente
          : errorMessage(cause, MENSAJES.devoluciones.facturaNoExistente),
      );
    } finally {
      setBuscando(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Devolución de productos"
        subtitle="Busque la venta por su código o por la serie y el número de su factura electrónica."
      />
      <Card className="returns-card">
        <Form layout="vertical" onFinish={() => void buscar()}>
          <Form.Item label="Código de venta o serie-número de la factura" htmlFor="codigo-factura">
            <Input.Search
              id="codigo-factura"
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
              onSearch={() => void buscar()}
              enterButton={
                <Button type="primary" icon={<SearchOutlined />} loading={buscando} aria-label="Buscar">
                  Buscar
                </Button>
              }
              autoFocus
              allowClear
            />
          </Form.Item>
        </Form>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
        {candidatas && (
          <>
            <Typography.Paragraph>{MENSAJES.pantallasDevolucion.varias}</Typography.Paragraph>
            <List
              bordered
              dataSource={candidatas.ventas}
              rowKey="id"
              renderItem={(v) => (
                <List.Item
                  actions={[
                    <Button key="elegir" type="link" onClick={() => navigate(rutaSeleccionDe(v.id, candidatas.codigo))}>
                      Seleccionar
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={`${v.codigo}${v.serie ? ` · ${v.serie}-${v.numero}` : ''}`}
                    description={`${format.dateTime(v.creado)} · ${format.money(v.total)}`}
                  />
                </List.Item>
              )}
            />
          </>
        )}
      </Card>
    </>
  );
}
