export { changedRecords, isHostOutage, type KeptEdits, keptEditsScope } from './rules';
