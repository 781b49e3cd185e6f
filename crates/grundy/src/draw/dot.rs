//! Pictures as Graphviz DOT: graphs as graphs (the same labels and colours, the legend as a
//! cluster of boxes), bars and cells as one node holding an HTML-like table.

use std::fmt::Write;

use super::colour::{Colour, BLACK};
use super::picture::{Graph, Picture};
use super::svg::escape;

/// `text` as a DOT double-quoted string (quotes and backslashes escaped, line breaks as `\n`).
pub(crate) fn quote(text: &str) -> String {
    let mut quoted = String::from("\"");
    for ch in text.chars() {
        match ch {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            ch if ch.is_control() => {}
            ch => quoted.push(ch),
        }
    }
    quoted.push('"');
    quoted
}

/// The graph's label: the title and caption, each line left-aligned (`\l`).
fn label(picture: &Picture) -> String {
    let mut text = String::new();
    for line in std::iter::once(&picture.title).chain(&picture.caption) {
        let quoted = quote(line);
        text.push_str(&quoted[1..quoted.len() - 1]);
        text.push_str("\\l");
    }
    format!("\"{text}\"")
}

/// The legend as a cluster of boxes, one per colour.
pub(crate) fn legend(picture: &Picture, out: &mut String) {
    if picture.legend.is_empty() {
        return;
    }
    out.push_str("  subgraph cluster_legend {\n    label=\"Legend\";\n");
    for (index, swatch) in picture.legend.iter().enumerate() {
        let style = if swatch.line {
            format!(
                "shape=plaintext, fontcolor=\"{}\", label={}",
                swatch.colour.hex(),
                quote(&format!("— {}", swatch.text))
            )
        } else {
            format!(
                "shape=box, style=filled, fillcolor=\"{}\", label={}",
                swatch.colour.hex(),
                quote(&swatch.text)
            )
        };
        let _ = writeln!(out, "    legend{index} [{style}];");
    }
    out.push_str("  }\n");
}

/// The start of a graph of `kind` (`graph` or `digraph`) labelled with the picture's title and
/// caption, its nodes filled.
pub(crate) fn header(kind: &str, picture: &Picture) -> String {
    format!(
        "{kind} picture {{\n  label={};\n  labelloc=t;\n  labeljust=l;\n  \
         node [fontname=\"DejaVu Sans\", fontsize=12, style=filled];\n  \
         edge [fontname=\"DejaVu Sans\", fontsize=10];\n",
        label(picture)
    )
}

/// A graph picture in DOT.
pub(crate) fn graph(picture: &Picture, graph: &Graph) -> String {
    let kind = if graph.directed { "digraph" } else { "graph" };
    let mut out = header(kind, picture);
    elements(graph, "", &mut out);
    legend(picture, &mut out);
    out.push_str("}\n");
    out
}

/// The nodes and edges of `graph`, their names starting with `prefix`.
pub(crate) fn elements(graph: &Graph, prefix: &str, out: &mut String) {
    let arrow = if graph.directed { "->" } else { "--" };
    for (index, node) in graph.nodes.iter().enumerate() {
        let text = match &node.note {
            Some(note) => format!("{}\n{note}", node.name),
            None => node.name.clone(),
        };
        let shape = if node.square { "box" } else { "ellipse" };
        let ring = match node.ring {
            Some(colour) => format!(", color=\"{}\", penwidth=4", colour.hex()),
            None => String::new(),
        };
        let _ = writeln!(
            out,
            "  {prefix}n{index} [label={}, shape={shape}, fillcolor=\"{}\", fontcolor=\"{}\"{ring}];",
            quote(&text),
            node.fill.hex(),
            node.fill.text().hex()
        );
    }
    for edge in &graph.edges {
        let mut attributes = format!("color=\"{}\"", edge.colour.hex());
        if edge.bold {
            attributes.push_str(", penwidth=4");
        }
        if edge.dashed {
            attributes.push_str(", style=dashed");
        }
        if let Some(label) = &edge.label {
            let _ = write!(
                attributes,
                ", label={}, fontcolor=\"{}\"",
                quote(label),
                edge.colour.hex()
            );
        }
        let _ = writeln!(
            out,
            "  {prefix}n{} {arrow} {prefix}n{} [{attributes}];",
            edge.from, edge.to
        );
    }
}

/// A table: rows of cells, each with its text and fill.
pub(crate) type Table = Vec<Vec<(String, Colour)>>;

/// A table picture in DOT: one node whose label is an HTML-like table.
pub(crate) fn table(picture: &Picture, rows: &Table) -> String {
    let mut out = format!(
        "digraph picture {{\n  label={};\n  labelloc=t;\n  labeljust=l;\n  \
         node [fontname=\"DejaVu Sans\", fontsize=12];\n",
        label(picture)
    );
    table_node(rows, "table", &mut out);
    legend(picture, &mut out);
    out.push_str("}\n");
    out
}

/// One node named `name` holding `rows` as an HTML-like table.
pub(crate) fn table_node(rows: &Table, name: &str, out: &mut String) {
    let _ = writeln!(
        out,
        "  {name} [shape=plaintext, style=solid, label=<<table border=\"0\" cellborder=\"1\" cellspacing=\"0\" cellpadding=\"4\">"
    );
    for row in rows {
        out.push_str("    <tr>");
        for (text, fill) in row {
            let _ = write!(
                out,
                "<td bgcolor=\"{}\"><font color=\"{}\">{}</font></td>",
                fill.hex(),
                if *fill == Colour(0xffffff) {
                    BLACK.hex()
                } else {
                    fill.text().hex()
                },
                escape(text)
            );
        }
        out.push_str("</tr>\n");
    }
    out.push_str("  </table>>];\n");
}
