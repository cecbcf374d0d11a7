/// The style sheet of the report and the explorer: written here, inlined in each page (no request
/// leaves the page).
enum PageStyle {
    static let css = """
        :root { --ink: #1c1c1e; --muted: #6e6e73; --line: #d1d1d6; --tint: #0a66d6; --bad: #c62828; --ok: #2e7d32;
                --paper: #f5f5f7; font-family: -apple-system, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif; }
        body { margin: 0; color: var(--ink); background: var(--paper); }
        header { padding: 16px 24px; background: #fff; border-bottom: 1px solid var(--line); }
        header h1 { margin: 0; font-size: 20px; }
        header p { margin: 4px 0 0; color: var(--muted); }
        main { padding: 16px 24px; }
        section.check { display: flex; gap: 24px; align-items: flex-start; margin-bottom: 32px; }
        section.check > .findings { flex: 1; min-width: 0; }
        aside.coverage { width: 300px; flex: none; background: #fff; border: 1px solid var(--line); border-radius: 10px;
                         padding: 12px; font-size: 13px; }
        aside.coverage h3 { margin: 0 0 8px; font-size: 14px; }
        aside.coverage table { border-collapse: collapse; width: 100%; }
        aside.coverage td, aside.coverage th { text-align: left; padding: 2px 4px; border-bottom: 1px solid #eee; vertical-align: top; }
        aside.coverage td.n { text-align: right; font-variant-numeric: tabular-nums; }
        h2 { font-size: 17px; margin: 0 0 8px; }
        details.finding { background: #fff; border: 1px solid var(--line); border-radius: 10px; margin-bottom: 10px; }
        details.finding > summary { cursor: pointer; padding: 10px 12px; font-size: 14px; }
        details.finding > summary b { color: var(--bad); }
        .finding-body { padding: 0 12px 12px; font-size: 13px; }
        .finding-body p { margin: 4px 0; }
        .filmstrip { display: flex; flex-wrap: wrap; align-items: center; gap: 14px 6px; padding: 10px 0; }
        figure.frame { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 6px; flex: none; }
        figure.frame figcaption { font-size: 12px; color: var(--muted); }
        figure.frame.last .device { box-shadow: 0 0 0 3px var(--bad); }
        .line { font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; font-size: 11px; color: var(--muted);
                max-width: 300px; text-align: center; word-break: break-word; }
        .step-action { flex: none; font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; font-size: 12px; color: var(--tint);
                       max-width: 140px; text-align: center; word-break: break-word; }
        .step-action::after { content: "→"; display: block; font-size: 20px; }
        .loop { flex: none; font-size: 12px; color: var(--bad); }
        table.diff { border-collapse: collapse; font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; font-size: 12px; }
        table.diff td { padding: 2px 8px; border-bottom: 1px solid #eee; }
        table.diff .before { color: var(--bad); } table.diff .after { color: var(--ok); }
        .device { position: relative; background: #111; border-radius: 28px; padding: 14px 10px; flex: none; }
        .device.phone { width: 180px; height: 350px; }
        .device.pad { width: 420px; height: 300px; border-radius: 20px; padding: 12px; }
        .device .screen { position: relative; width: 100%; height: 100%; background: #fff; border-radius: 18px; overflow: hidden;
                          display: flex; flex-direction: column; }
        .device.pad .screen { border-radius: 10px; }
        .device .kind { position: absolute; top: 2px; left: 0; right: 0; text-align: center; font-size: 9px; color: #aaa; }
        .surface { flex: 1; display: flex; flex-direction: column; min-height: 0; }
        .columns { flex: 1; display: flex; min-height: 0; }
        .column { flex: 1; border-right: 1px solid var(--line); padding: 6px; overflow: hidden; min-width: 0; }
        .column:last-child { border-right: none; }
        .column.list { flex: 0 0 30%; background: #f2f2f7; }
        .column .title { font-weight: 600; font-size: 12px; margin-bottom: 4px; }
        .column ul { list-style: none; margin: 0; padding: 0; font-size: 11px; }
        .column li { padding: 3px 4px; border-radius: 5px; }
        .column li.selected { background: var(--tint); color: #fff; }
        .crumbs { font-size: 10px; color: var(--tint); margin-bottom: 6px; word-break: break-word; }
        .crumbs span + span::before { content: " › "; color: var(--muted); }
        .top { font-size: 16px; font-weight: 700; word-break: break-word; }
        .tabbar { display: flex; border-top: 1px solid var(--line); background: #f9f9f9; }
        .tabbar .tab { flex: 1; text-align: center; font-size: 10px; padding: 6px 2px; color: var(--muted); overflow: hidden; }
        .tabbar .tab.selected { color: var(--tint); font-weight: 700; }
        .layer { position: absolute; left: 4px; right: 4px; bottom: 0; background: #fff; border-radius: 12px 12px 0 0;
                 box-shadow: 0 -2px 12px rgba(0,0,0,.35); display: flex; flex-direction: column; }
        .layer.cover { left: 0; right: 0; border-radius: 0; }
        .layer-title { font-size: 11px; font-weight: 600; padding: 6px; border-bottom: 1px solid var(--line); background: #fafafa; }
        .badges { position: absolute; right: 4px; top: 4px; display: flex; flex-direction: column; gap: 3px; align-items: flex-end; z-index: 5; }
        .badge { background: #ff9f0a; color: #fff; border-radius: 8px; font-size: 9px; padding: 2px 6px; max-width: 150px;
                 overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
        .badge::before { content: ""; display: inline-block; width: 5px; height: 5px; border-radius: 50%; background: #fff; margin-right: 4px; vertical-align: middle; }
        .explorer { display: flex; gap: 24px; align-items: flex-start; }
        .explorer .panel { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 12px; font-size: 13px; }
        .explorer .controls { flex: 1; display: flex; flex-direction: column; gap: 12px; min-width: 0; }
        button.more { font: inherit; margin: 8px 0; padding: 6px 12px; border-radius: 6px; border: 1px solid var(--line); background: #fff; }
        .explorer button { font: inherit; margin: 2px; padding: 4px 8px; border-radius: 6px; border: 1px solid var(--line);
                           background: #fff; cursor: pointer; }
        .explorer button.system { border-color: #ff9f0a; }
        .explorer button:hover { border-color: var(--tint); }
        .explorer ol { margin: 0; padding-left: 20px; }
        .verdict-violated { color: var(--bad); font-weight: 600; }
        .verdict-holds { color: var(--ok); }
        .verdict-notApplicable, .verdict-graph { color: var(--muted); }
        """
}
