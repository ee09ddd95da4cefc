import { Form } from 'antd';
import { money, type DecimalesMoneda } from '@pos/shared';
import { campoPorcentaje, campoPrecio } from '@pos/shared/domains/catalog/pricing';
import { NIVELES_PRECIO } from '@pos/shared/domains/catalog/catalog';
import { NumericInput } from '../../../../components/inputs/NumericInput';
import { rules } from '../../../../lib/formRules';

interface Props {
  /** Where the tiers live in the form: [] for the product, [index] inside the fractions list. */
  prefix: (string | number)[];
  /** The company's five tier names (`nombres_precios`). */
  nombres: readonly string[];
  /** `conf_precios_porcentaje`: percentages are typed and prices follow; otherwise the reverse. */
  porcentaje: boolean;
  decimales: DecimalesMoneda;
  moneda: string;
  /** Tells these tiers apart from others on the form for assistive technology ('fracción 2'). */
  contexto?: string;
}

/**
 * The five price tiers with their percentages of the base price (spec 001 §5). The side that
 * follows the other is read-only; the form's `onValuesChange` keeps it in step (priceFields.ts).
 */
export function PriceTiersFields({ prefix, nombres, porcentaje, decimales, moneda, contexto }: Props) {
  return (
    <div className="price-tiers">
      {NIVELES_PRECIO.map((nivel) => {
        const nombre = nombres[nivel - 1] ?? `Precio ${nivel}`;
        const accesible = contexto ? `${nombre} (${contexto})` : nombre;
        return (
          <div key={nivel}>
            <Form.Item
              name={[...prefix, campoPrecio(nivel)]}
              label={nombre}
              rules={rules(money(decimales))}
              style={{ marginBottom: 8 }}
            >
              <NumericInput
                decimales={decimales}
                prefix={moneda}
                readOnly={porcentaje && nivel > 1}
                aria-label={accesible}
              />
            </Form.Item>
            {nivel > 1 && (
              <Form.Item
                name={[...prefix, campoPorcentaje(nivel as Exclude<typeof nivel, 1>)]}
                rules={rules(money(2))}
                style={{ marginBottom: 0 }}
              >
                <NumericInput
                  decimales={2}
                  suffix="%"
                  readOnly={!porcentaje}
                  aria-label={`Porcentaje de ${accesible}`}
                />
              </Form.Item>
            )}
          </div>
        );
      })}
    </div>
  );
}
