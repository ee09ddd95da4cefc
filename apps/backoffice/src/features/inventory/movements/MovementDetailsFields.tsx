import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { maxLength, required } from '@pos/shared';
import { NOMBRES_TIPO_REAJUSTE, TIPOS_REAJUSTE, type ClaseDocumentoBodega } from '@pos/shared/domains/inventory';
import { rules } from '../../../lib/formRules';
import { useDestinosSalida } from '../inventory.api';

/** The document's own fields: destination (salida), direction (reajuste) and a note. */
export function MovementDetailsFields({ clase }: { clase: ClaseDocumentoBodega }) {
  const destinos = useDestinosSalida(clase === 'salida');
  return (
    <Row gutter={16}>
      {clase === 'salida' && (
        <Col xs={24} md={10}>
          <Form.Item name="destino" label="Destino" rules={rules(required)}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Seleccione el destino"
              loading={destinos.isLoading}
              notFoundContent="No hay destinos; créelos en Configuración › Destinos de salida."
              options={(destinos.data ?? []).map((d) => ({ value: d.id, label: d.nombre }))}
            />
          </Form.Item>
        </Col>
      )}
      {clase === 'reajuste' && (
        <Col xs={24} md={10}>
          <Form.Item name="tipo_reajuste" label="Tipo de reajuste" rules={rules(required)}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: TIPOS_REAJUSTE.POSITIVO, label: `${NOMBRES_TIPO_REAJUSTE[1]} (suma existencias)` },
                { value: TIPOS_REAJUSTE.NEGATIVO, label: `${NOMBRES_TIPO_REAJUSTE[2]} (resta existencias)` },
              ]}
            />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={clase === 'salida' || clase === 'reajuste' ? 14 : 24}>
        <Form.Item name="nota" label="Nota del documento" rules={rules(maxLength(500))}>
          <Input.TextArea
            rows={clase === 'salida' || clase === 'reajuste' ? 1 : 2}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder="Motivo, referencia o comentario"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
