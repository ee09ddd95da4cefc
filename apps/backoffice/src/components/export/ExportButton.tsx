import { Button } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useExcelExport, type ExcelExportOptions } from './useExcelExport';

/** "Exportar a Excel" for a list: the export of its current filters, with the spec's toasts. */
export function ExportButton(props: ExcelExportOptions & { disabled?: boolean }) {
  const { exportar, exportando } = useExcelExport(props);
  return (
    <Button icon={<FileExcelOutlined />} loading={exportando} disabled={props.disabled} onClick={() => void exportar()}>
      {exportando ? 'Generando archivo…' : 'Exportar a Excel'}
    </Button>
  );
}
