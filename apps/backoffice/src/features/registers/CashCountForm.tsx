import { Col, Row, Typography } from 'antd';
import { BILLETES, MONEDAS, claveBillete, claveMoneda } from '@pos/shared/domains/sales/sales';
import { subtotalDenominacion, totalConteo, type Conteo } from '@pos/shared/domains/registers';
import { NumericInput } from '../../components/inputs/NumericInput';
import { useFormat } from '../../lib/useFormat';

interface Props {
  value: Conteo;
  onChange: (conteo: Conteo) => void;
}

// Guatemala has a Q 1 bill and a Q 1 coin: a value that is both says which one it is.
const tambienMoneda = (quetzales: number) => MONEDAS.some((centavos) => centavos === quetzales * 100);
const tambienBillete = (centavos: number) => BILLETES.some((quetzales) => quetzales * 100 === centavos);
const valorMoneda = (centavos: number) => (centavos >= 100 ? `Q ${centavos / 100}` : `${centavos} ¢`);
const etiquetaBillete = (quetzales: number) =>
  tambienMoneda(quetzales) ? `Q ${quetzales} (billete)` : `Q ${quetzales}`;
const etiquetaMoneda = (centavos: number) =>
  tambienBillete(centavos) ? `${valorMoneda(centavos)} (moneda)` : valorMoneda(centavos);

/**
 * Bills 1…1000 and coins 1…2000 centavos (P3-11), each with its subtotal and the live total.
 * Each count is a whole number read by the shared NumericInput: "12,50", letters and negatives
 * are refused with the spec's messages and never become 0 or another number.
 */
export function CashCountForm({ value, onChange }: Props) {
  const format = useFormat();
  /** `etiqueta` is what the row shows; `valor` names the piece in the field's accessible name. */
  const fila = (clave: string, etiqueta: string, valor: string, pieza: 'billetes' | 'monedas') => {
    const id = `conteo-${clave}`;
    const cantidad = value[clave];
    return (
      <Row key={clave} gutter={8} align="middle" wrap={false} style={{ marginBottom: 6 }}>
        <Col flex="110px">
          <label htmlFor={id}>{etiqueta}</label>
        </Col>
        <Col flex="110px">
          <NumericInput
            id={id}
            aria-label={`Cantidad de ${pieza} de ${valor}`}
            data-clave={clave}
            decimales={0}
            value={cantidad === undefined ? null : String(cantidad)}
            onChange={(texto) => {
              const siguiente = { ...value };
              // A whole count of 0 decimals: the text is an integer, so Number() is exact.
              if (texto === null) delete siguiente[clave];
              else siguiente[clave] = Number(texto);
              onChange(siguiente);
            }}
          />
        </Col>
        <Col flex="auto" style={{ textAlign: 'right' }}>
          <span className="num">{format.money(subtotalDenominacion(clave, cantidad ?? 0))}</span>
        </Col>
      </Row>
    );
  };
  return (
    <>
      <Row gutter={32}>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>Billetes</Typography.Title>
          {[...BILLETES].reverse().map((b) => fila(claveBillete(b), etiquetaBillete(b), `Q ${b}`, 'billetes'))}
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>Monedas</Typography.Title>
          {[...MONEDAS].reverse().map((m) => fila(claveMoneda(m), etiquetaMoneda(m), valorMoneda(m), 'monedas'))}
        </Col>
      </Row>
      <Typography.Title level={4} style={{ textAlign: 'right', marginTop: 8 }} data-testid="total-conteo">
        Total: <span className="num">{format.money(totalConteo(value))}</span>
      </Typography.Title>
    </>
  );
}
