export { Table, TableActions, type TableColumn, type TableProps } from './Table';
