import { useEffect, useState } from 'react';
import { Alert, Card, Flex, Form, Space, Statistic, Tag, Typography } from 'antd';
import { SaveOutlined, ShopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { MENSAJES, todayInGuatemala } from '@pos/shared';
import {
  DOCUMENTOS_BODEGA,
  TIPOS_REAJUSTE,
  type ClaseDocumentoBodega,
  type DocumentoBodega,
  type LineaProductoBodega,
  type TipoReajuste,
} from '@pos/shared/domains/inventory';
import { FormActions } from '../../../components/FormActions';
import { PageHeader } from '../../../components/PageHeader';
import { useConfiguracion } from '../../../lib/configuracion';
import { useFeedback } from '../../../lib/feedback';
import { randomKey } from '../../../lib/randomKey';
import { TODAS_LAS_SUCURSALES } from '../../../lib/session';
import { useSucursalVigente } from '../../../lib/sucursalActual';
import { useFormat } from '../../../lib/useFormat';
import { useRegistrarDocumento } from '../inventory.api';
import { MovementDetailsFields } from './MovementDetailsFields';
import { MovementLinesTable } from './MovementLinesTable';
import { ProductPicker } from './ProductPicker';
import {
  agregarLinea,
  costoDeLinea,
  cuerpoDocumento,
  lineaDesdeProducto,
  totalDe,
  type LineaMovimiento,
} from './movementLines';

interface MovimientoValues {
  productos: LineaMovimiento[];
  nota: string;
  destino?: number;
  tipo_reajuste?: TipoReajuste;
}

const SUBTITULOS: Record<ClaseDocumentoBodega, string> = {
  ingreso: 'Mercadería que entra a la bodega con su costo.',
  baja: 'Mercadería dañada, vencida o perdida que sale del inventario.',
  salida: 'Mercadería que sale de la bodega hacia un destino.',
  reajuste: 'Corrección de existencias después de un conteo físico.',
};

const FLASH_MS = 1200;

/**
 * One stock-movement screen, configured by its document kind (DOCUMENTOS_BODEGA): product search
 * and scanning, lines, the document's fields and the save, which opens the printable document.
 */
export function MovementScreen({ clase }: { clase: ClaseDocumentoBodega }) {
  const documento = DOCUMENTOS_BODEGA[clase];
  const navigate = useNavigate();
  const feedback = useFeedback();
  const format = useFormat();
  const sucursal = useSucursalVigente();
  const configuracion = useConfiguracion();
  const [form] = Form.useForm<MovimientoValues>();
  const lineas: LineaMovimiento[] = Form.useWatch('productos', { form, preserve: true }) ?? [];
  const tipoReajuste: TipoReajuste | undefined = Form.useWatch('tipo_reajuste', form);
  const registrar = useRegistrarDocumento(clase);
  // One key per visit: a double click or a retry after a lost answer records the document once.
  const [claveVisita] = useState(randomKey);
  const [destacada, setDestacada] = useState<string | null>(null);

  useEffect(() => {
    if (destacada === null) return;
    const timer = setTimeout(() => setDestacada(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [destacada]);

  const enTodas = sucursal?.value === TODAS_LAS_SUCURSALES;
  const negativoPermitido = configuracion.data?.conf_inventario_negativo ?? false;
  const descuenta =
    !negativoPermitido &&
    (clase === 'baja' || clase === 'salida' || (clase === 'reajuste' && tipoReajuste === TIPOS_REAJUSTE.NEGATIVO));

  const agregar = (fila: LineaProductoBodega, codigo?: string) => {
    const actuales: LineaMovimiento[] = form.getFieldValue('productos') ?? [];
    const { lineas: siguientes, key } = agregarLinea(
      actuales,
      lineaDesdeProducto(fila, clase, format.decimales, randomKey(), codigo),
    );
    form.setFieldValue('productos', siguientes);
    setDestacada(key);
  };

  /** A new presentation changes what one line unit costs. */
  const onValuesChange = (changed: Partial<MovimientoValues>) => {
    changed.productos?.forEach((cambio, index) => {
      if (!cambio || !('fraccion' in cambio)) return;
      const linea: LineaMovimiento = form.getFieldValue(['productos', index]);
      form.setFieldValue(
        ['productos', index, 'costo'],
        costoDeLinea(clase, linea.producto, linea.ultimoCosto, linea.fraccion, format.decimales),
      );
    });
  };

  const submit = (values: MovimientoValues) => {
    const productos = values.productos ?? [];
    if (productos.length === 0) {
      feedback.error(null, MENSAJES.bodega.sinProductos, MENSAJES.general.tituloErrorSimple);
      return;
    }
    registrar.mutate(
      { body: cuerpoDocumento(clase, productos, values), idempotencyKey: `${claveVisita}-${sucursal?.value ?? ''}` },
      feedback.saveOutcome(
        form,
        { guardado: MENSAJES.bodega.registrado, errorGuardar: MENSAJES.general.errorVerifiqueDatos },
        (guardado: DocumentoBodega) => navigate(`/bodega/detalle_orden/${guardado.id}`),
      ),
    );
  };

  const titulo = documento.titulo;
  return (
    <>
      <PageHeader
        title={titulo}
        subtitle={SUBTITULOS[clase]}
        actions={
          <Space>
            <Tag icon={<ShopOutlined />} color="blue" style={{ padding: '4px 10px', fontSize: 13 }}>
              {sucursal?.label ?? 'Sin sucursal'}
            </Tag>
            <Tag style={{ padding: '4px 10px', fontSize: 13 }}>{todayInGuatemala()}</Tag>
          </Space>
        }
      />
      {enTodas ? (
        <Alert
          type="warning"
          showIcon
          title={MENSAJES.sucursales.seleccioneSucursal}
          description={MENSAJES.bodega.elijaSucursal}
        />
      ) : (
        <Form<MovimientoValues>
          form={form}
          layout="vertical"
          initialValues={{ productos: [], nota: '' }}
          onValuesChange={onValuesChange}
          onFinish={() => submit(form.getFieldsValue(true))}
          scrollToFirstError
        >
          <Flex vertical gap={16}>
            <Card
              title="Productos"
              extra={
                <Typography.Text type="secondary">{`${lineas.length} ${lineas.length === 1 ? 'línea' : 'líneas'}`}</Typography.Text>
              }
            >
              <Flex vertical gap={16}>
                <ProductPicker onPick={agregar} disabled={registrar.isPending} />
                <MovementLinesTable
                  clase={clase}
                  decimales={format.decimales}
                  descuenta={descuenta}
                  destacada={destacada}
                />
                <Flex justify="flex-end">
                  <Statistic
                    title="Total"
                    value={format.money(totalDe(lineas, format.decimales))}
                    styles={{ content: { fontSize: 22 } }}
                  />
                </Flex>
              </Flex>
            </Card>
            <Card title="Datos del documento">
              <MovementDetailsFields clase={clase} />
            </Card>
          </Flex>
          <FormActions onCancel={() => navigate(-1)} saving={registrar.isPending} icon={<SaveOutlined />} />
        </Form>
      )}
    </>
  );
}
