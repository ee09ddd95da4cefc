import { Alert, Button, Col, DatePicker, Flex, Form, Input, Row, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { maxLength, notNull, required } from '@pos/shared';
import { FRASES_EMISOR, type AfiliacionIva } from '@pos/shared/domains/invoicing/settings';
import { rules } from '../../../lib/formRules';
import { escenariosDe, llevaResolucion, nuevaFrase, problemaDeFrases, type FraseValues } from './felForm';

const FORMATO = 'YYYY-MM-DD';

const AYUDA: Record<AfiliacionIva, string> = {
  GEN: 'Régimen general: incluya la frase de retención del ISR (tipo 1) que indica su RTU. La frase 3 es solo para pequeños contribuyentes.',
  PEQ: 'Pequeño contribuyente: incluya la frase 3, «No genera derecho a crédito fiscal».',
};

/** The issuer's SAT phrases (FEL.md §3.4): type from the catalogue, its scenario, and the resolution ISR 1/3 needs. */
export function FelPhrases() {
  const form = Form.useFormInstance();
  const afiliacion = Form.useWatch<AfiliacionIva | undefined>('afiliacion_iva', form);
  const frases = Form.useWatch<FraseValues[] | undefined>('frases', form);

  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={afiliacion ? AYUDA[afiliacion] : undefined}
        description="Las frases deben coincidir con las de su constancia de inscripción en el RTU; su certificador se las confirma al darle de alta."
      />
      <Form.List
        name="frases"
        rules={[
          {
            validator: async (_rule, value: FraseValues[] | undefined) => {
              const problema = problemaDeFrases(form.getFieldValue('afiliacion_iva') as AfiliacionIva, value);
              if (problema) throw new Error(problema);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => {
              const frase = frases?.[field.name];
              // A type is given once: the others' types are not offered again.
              const usados = new Set((frases ?? []).filter((_, i) => i !== index).map((f) => f?.tipo_frase));
              return (
                <div key={field.key}>
                  <Row gutter={12} align="top">
                    <Col xs={24} md={9}>
                      <Form.Item
                        name={[field.name, 'tipo_frase']}
                        label={index === 0 ? 'Tipo de frase' : undefined}
                        rules={rules(notNull)}
                      >
                        <Select
                          aria-label={`Tipo de la frase ${index + 1}`}
                          placeholder="Seleccione el tipo"
                          options={FRASES_EMISOR.map((t) => ({
                            value: t.tipo,
                            label: `${t.tipo}. ${t.nombre}`,
                            disabled: usados.has(t.tipo),
                          }))}
                          onChange={() => form.setFieldValue(['frases', field.name, 'codigo_escenario'], null)}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={20} md={13}>
                      <Form.Item
                        name={[field.name, 'codigo_escenario']}
                        label={index === 0 ? 'Escenario' : undefined}
                        rules={rules(notNull)}
                      >
                        <Select
                          aria-label={`Escenario de la frase ${index + 1}`}
                          placeholder={frase?.tipo_frase ? 'Seleccione el escenario' : 'Elija primero el tipo'}
                          disabled={!frase?.tipo_frase}
                          options={escenariosDe(frase?.tipo_frase).map((e) => ({
                            value: e.codigo,
                            label: `${e.codigo}. ${e.texto}`,
                          }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={2}>
                      {/* Lines up with the inputs of the first row, which carry labels. */}
                      <Form.Item label={index === 0 ? ' ' : undefined} colon={false}>
                        <Button
                          type="text"
                          danger
                          aria-label={`Quitar la frase ${index + 1}`}
                          icon={<DeleteOutlined />}
                          onClick={() => remove(field.name)}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                  {llevaResolucion(frase) && (
                    // ISR 1/3 only: the resolution that authorises direct payment, under its phrase.
                    <div style={{ marginTop: -8, paddingLeft: 16, borderLeft: '2px solid #e5e7eb' }}>
                      <Row gutter={12}>
                        <Col xs={24} md={10}>
                          <Form.Item
                            name={[field.name, 'numero_resolucion']}
                            label="Número de resolución de la SAT"
                            rules={rules(required, maxLength(50))}
                          >
                            <Input aria-label={`Número de resolución de la frase ${index + 1}`} autoComplete="off" />
                          </Form.Item>
                        </Col>
                        <Col xs={24} md={7}>
                          <Form.Item
                            name={[field.name, 'fecha_resolucion']}
                            label="Fecha de la resolución"
                            rules={rules(required)}
                            getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
                            normalize={(day: Dayjs | null) => (day ? day.format(FORMATO) : null)}
                          >
                            <DatePicker
                              aria-label={`Fecha de resolución de la frase ${index + 1}`}
                              placeholder="AAAA-MM-DD"
                              format={FORMATO}
                              style={{ width: '100%' }}
                            />
                          </Form.Item>
                        </Col>
                      </Row>
                    </div>
                  )}
                </div>
              );
            })}
            <Form.ErrorList errors={errors} />
            {fields.length < FRASES_EMISOR.length && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add(nuevaFrase())}
                style={{ alignSelf: 'flex-start' }}
              >
                Agregar frase
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
    </>
  );
}
