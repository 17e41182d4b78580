// The items area: the layout the view names, a spinner while loading, 'No results' when truly
// empty, and the reason with Retry when the items did not load (above the last ones, if any).
import { __ } from '../../../i18n';
import { useStyles } from '../../../ui/element-root';
import { LoadError } from '../../../ui/load-error';
import { Spinner } from '../../../ui/spinner';
import { useDataView } from '../context';
import { GridLayout } from './grid';
import { ListLayout } from './list';
import { itemsStyles } from './styles';
import { TableLayout } from './table';

const layouts = { table: TableLayout, grid: GridLayout, list: ListLayout };

export function Items() {
  useStyles(itemsStyles);
  const { view, data, isLoading, error, onRetry } = useDataView();
  const failure = error && !isLoading && (
    <LoadError message={error} {...(onRetry ? { onRetry } : {})} />
  );
  if (data.length === 0) {
    return (
      failure || (
        <div className="dv-empty" role="status">
          {isLoading ? <Spinner /> : <p>{__('No results')}</p>}
        </div>
      )
    );
  }
  const Layout = layouts[view.type] ?? TableLayout;
  return (
    <>
      {failure}
      <div className="dv-items" aria-busy={isLoading || undefined}>
        <Layout />
      </div>
    </>
  );
}
