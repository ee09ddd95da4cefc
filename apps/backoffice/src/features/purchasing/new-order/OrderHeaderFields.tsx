import { Button, Col, Form, Input, Row, Select, Upload } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import { ORIGENES_COMPRA, TIPOS_COMPRA } from '@pos/shared/domains/purchasing';
import { NumericInput } from '../../../components/inputs/NumericInput';
import { esImportacion, type BorradorOrden, type ErroresCampos } from './orderDraft';
import { SupplierSelect } from './SupplierSelect';

interface Props {
  borrador: BorradorOrden;
  errores: ErroresCampos;
  onChange: (cambio: Partial<BorradorOrden>) => void;
  adjuntos: File[];
  onAdjuntos: (files: File[]) => void;
}

const TIPOS = [
  { value: TIPOS_COMPRA.CREDITO, label: 'Crédito' },
  { value: TIPOS_COMPRA.CONTADO, label: 'Contado' },
];
const ORIGENES = [
  { value: ORIGENES_COMPRA.IMPORTACION, label: 'Importación (dólares)' },
  { value: ORIGENES_COMPRA.LOCAL, label: 'Local (quetzales)' },
];

/** The order's own fields (001 §2): type, date, document, supplier, documents, notes, origin. */
export function OrderHeaderFields({ borrador, errores, onChange, adjuntos, onAdjuntos }: Props) {
  const item = (campo: string) => ({
    validateStatus: errores[campo] ? ('error' as const) : undefined,
    help: errores[campo],
  });
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item label="Tipo de compra" required {...item('tipo_compra')}>
            <Select<number>
              aria-label="Tipo de compra"
              placeholder="Seleccione"
              options={TIPOS}
              value={borrador.tipo_compra ?? undefined}
              onChange={(tipo_compra) => onChange({ tipo_compra })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item label="Fecha" required {...item('fecha')}>
            <Input aria-label="Fecha" value={borrador.fecha} readOnly />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item label="No. de documento" required {...item('numero_documento')}>
            <Input
              aria-label="No. de documento"
              maxLength={60}
              value={borrador.numero_documento}
              onChange={(e) => onChange({ numero_documento: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item label="Proveedor" required {...item('proveedor')}>
            <SupplierSelect
              value={borrador.proveedor}
              onChange={(proveedor) => onChange({ proveedor })}
              status={errores.proveedor ? 'error' : undefined}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item label="Origen" required {...item('origen')}>
            <Select<number>
              aria-label="Origen"
              placeholder="Seleccione"
              options={ORIGENES}
              value={borrador.origen ?? undefined}
              onChange={(origen) => onChange({ origen })}
            />
          </Form.Item>
        </Col>
        {esImportacion(borrador) && (
          <>
            <Col xs={12} sm={6} lg={6}>
              <Form.Item label="Tipo de cambio" required {...item('tipo_cambio')}>
                <NumericInput
                  aria-label="Tipo de cambio"
                  decimales={2}
                  prefix="Q"
                  value={borrador.tipo_cambio}
                  onChange={(tipo_cambio) => onChange({ tipo_cambio })}
                />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6} lg={6}>
              <Form.Item label="Costo de importación" required {...item('costo_importacion')}>
                <NumericInput
                  aria-label="Costo de importación"
                  decimales={2}
                  suffix="%"
                  value={borrador.costo_importacion}
                  onChange={(costo_importacion) => onChange({ costo_importacion })}
                />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={24} sm={12} lg={6}>
          <Form.Item label="Documentos" extra={MENSAJES.campos.archivoPeso}>
            <Upload
              multiple
              fileList={adjuntos.map((file, i) => ({ uid: `${i}-${file.name}`, name: file.name, status: 'done' }))}
              beforeUpload={(file) => {
                onAdjuntos([...adjuntos, file]);
                // Kept with the order and sent when it is saved.
                return false;
              }}
              onRemove={(removed) => onAdjuntos(adjuntos.filter((f, i) => `${i}-${f.name}` !== removed.uid))}
            >
              <Button icon={<PaperClipOutlined />}>Adjuntar documento</Button>
            </Upload>
          </Form.Item>
        </Col>
        <Col xs={24} lg={esImportacion(borrador) ? 24 : 12}>
          <Form.Item label="Observaciones">
            <Input.TextArea
              aria-label="Observaciones"
              rows={1}
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={1000}
              value={borrador.descripcion}
              onChange={(e) => onChange({ descripcion: e.target.value })}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
