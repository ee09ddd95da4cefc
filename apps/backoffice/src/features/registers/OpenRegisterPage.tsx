import { useState } from 'react';
import { Alert, Button, Card, Form, Select } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { totalConteo, type Conteo } from '@pos/shared/domains/registers';
import { PageHeader } from '../../components/PageHeader';
import { useConfiguracion } from '../../lib/configuracion';
import { CURRENT_USER_KEY, useCurrentUser } from '../../lib/currentUser';
import { useFeedback } from '../../lib/feedback';
import { useFormat } from '../../lib/useFormat';
import { CashCountForm } from './CashCountForm';
import { cajasApi } from './registers.api';
import { queryKeys } from '../../lib/queryKeys';

/** `/abrir_caja` (000 §2): pick a register and count the opening cash. */
export default function OpenRegisterPage() {
  const navigate = useNavigate();
  const format = useFormat();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const usuario = useCurrentUser();
  const { data: configuracion } = useConfiguracion();
  const cajas = useQuery({ queryKey: queryKeys.list('cajas', 'todas'), queryFn: cajasApi.todas });
  const [elegida, setCaja] = useState<number | undefined>();
  const libres = (cajas.data ?? []).filter((c) => !c.abierta);
  // The only register free to open is the one the cashier means.
  const caja = elegida ?? (libres.length === 1 ? libres[0]!.id : undefined);
  const [conteo, setConteo] = useState<Conteo>({});
  // 000 §4: PVMCE goes to the cashier screen, otherwise the point of sale.
  const destino = configuracion?.tipo_punto_venta === 'PVMCE' ? '/punto_de_venta/caja' : '/punto_de_venta';

  const abrir = useMutation({
    mutationFn: () => cajasApi.abrir({ caja: caja!, total_apertura: totalConteo(conteo), conteo }),
    onSuccess: async (apertura) => {
      feedback.success(MENSAJES.cajas.cajaAbierta(apertura.caja.nombre, format.money(apertura.total_apertura)));
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      navigate(destino);
    },
    onError: (cause) => feedback.error(cause, MENSAJES.cajas.errorGuardar),
  });

  if (usuario.caja) {
    return (
      <>
        <PageHeader title="Abrir caja" />
        <Card>
          Ya tiene abierta la caja <strong>{usuario.caja.nombre}</strong>.{' '}
          <Button type="link" onClick={() => navigate('/caja_activa')}>
            Ver caja activa
          </Button>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Abrir caja" subtitle="Cuente el efectivo con que inicia la caja: billetes y monedas." />
      {/* Said while the user has no open register, and gone with the page once it is open. */}
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={MENSAJES.cajas.abraCaja} />
      <Card>
        <Form layout="vertical">
          <Form.Item label="Caja" required>
            <Select<number>
              aria-label="Caja"
              placeholder="Seleccione una caja"
              loading={cajas.isLoading}
              value={caja}
              onChange={setCaja}
              style={{ maxWidth: 320 }}
              options={(cajas.data ?? []).map((c) => ({
                value: c.id,
                label: c.abierta ? `${c.nombre} (abierta)` : c.nombre,
                disabled: c.abierta,
              }))}
            />
          </Form.Item>
          <CashCountForm value={conteo} onChange={setConteo} />
          <div style={{ textAlign: 'right' }}>
            <Button
              type="primary"
              size="large"
              disabled={!caja}
              loading={abrir.isPending}
              onClick={() => abrir.mutate()}
            >
              Abrir caja
            </Button>
          </div>
        </Form>
      </Card>
    </>
  );
}
