import { useFamilias, useSubfamilias } from '../categories/categorias.api';
import { FilterSelect } from '../../../components/list/FilterSelect';

interface Props {
  familia: number | undefined;
  subfamilia: number | undefined;
  onChange: (change: { familia_id: number | undefined; sub_familia_id: number | undefined }) => void;
}

/** Familia and sub-familia filters; a new familia clears the sub-familia, which belongs to it. */
export function CategoryFilters({ familia, subfamilia, onChange }: Props) {
  const familias = useFamilias();
  const subfamilias = useSubfamilias(familia);
  return (
    <>
      <FilterSelect<number>
        label="Familia"
        showSearch={{ optionFilterProp: 'label' }}
        width={190}
        value={familia}
        loading={familias.isLoading}
        options={(familias.data ?? []).map((f) => ({ value: f.id, label: f.nombre }))}
        onChange={(id) => onChange({ familia_id: id ?? undefined, sub_familia_id: undefined })}
      />
      <FilterSelect<number>
        label="Sub-familia"
        showSearch={{ optionFilterProp: 'label' }}
        width={190}
        value={subfamilia}
        disabled={familia === undefined}
        loading={subfamilias.isLoading && familia !== undefined}
        options={(subfamilias.data ?? []).map((s) => ({ value: s.id, label: s.nombre }))}
        onChange={(id) => onChange({ familia_id: familia, sub_familia_id: id ?? undefined })}
      />
    </>
  );
}
