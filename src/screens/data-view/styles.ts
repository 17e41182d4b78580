// The data view frame; each part (toolbar, filters, layouts, footer) adopts its own CSS.
export const dataViewStyles = /* css */ `
.dv { display: flex; flex-direction: column; min-height: 0; height: 100%; background: #fff; color: #1e1e1e; container-type: inline-size; }
`;
