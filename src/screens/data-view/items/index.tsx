// The items area: the layout the view names, a spinner while loading, 'No results' when empty.
import { __ } from '../../../i18n';
import { useStyles } from '../../../ui/element-root';
import { Spinner } from '../../../ui/spinner';
import { useDataView } from '../context';
import { GridLayout } from './grid';
import { ListLayout } from './list';
import { itemsStyles } from './styles';
import { TableLayout } from './table';

const layouts = { table: TableLayout, grid: GridLayout, list: ListLayout };

export function Items() {
  useStyles(itemsStyles);
  const { view, data, isLoading } = useDataView();
  if (data.length === 0) {
    return (
      <div className="dv-empty" role="status">
        {isLoading ? <Spinner /> : <p>{__('No results')}</p>}
      </div>
    );
  }
  const Layout = layouts[view.type] ?? TableLayout;
  return (
    <div className="dv-items" aria-busy={isLoading || undefined}>
      <Layout />
    </div>
  );
}
