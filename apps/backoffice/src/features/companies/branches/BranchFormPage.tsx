import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { PageHeader } from '../../../components/PageHeader';
import { PageStatus } from '../../../components/PageStatus';
import { useCurrentUser } from '../../../lib/currentUser';
import { useFeedback } from '../../../lib/feedback';
import { BranchForm, type SucursalFormValues } from './BranchForm';
import { useGuardarSucursal, useSucursal } from './branches.api';

const LISTA = '/configuracion/sucursales';

export default function BranchFormPage() {
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const { pais } = useCurrentUser();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [form] = Form.useForm<SucursalFormValues>();
  const sucursal = useSucursal(id);
  const guardar = useGuardarSucursal();

  const header = <PageHeader title={id === undefined ? 'Nueva sucursal' : 'Editar sucursal'} backTo={LISTA} />;
  if (sucursal.isError || (id !== undefined && !sucursal.data)) {
    return <PageStatus header={header} failed={sucursal.isError} rows={6} />;
  }

  const submit = (data: SucursalFormValues) =>
    guardar.mutate(
      { id, data },
      feedback.saveOutcome(form, MENSAJES.sucursales, () => navigate(LISTA)),
    );

  return (
    <>
      {header}
      <BranchForm
        key={id ?? 'nueva'}
        form={form}
        sucursal={sucursal.data}
        pais={pais}
        saving={guardar.isPending}
        onSubmit={submit}
        onCancel={() => navigate(LISTA)}
      />
    </>
  );
}
