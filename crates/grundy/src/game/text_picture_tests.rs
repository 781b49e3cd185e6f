//! The text drawings, exactly, on small examples; and none beyond [`MAX_DRAWN`].

use super::*;

fn bar(label: &str, size: u64, note: &str) -> Bar {
    Bar {
        label: label.to_string(),
        size,
        note: note.to_string(),
    }
}

#[test]
fn heaps_are_bars_of_one_mark_a_stone() {
    let rows = [
        bar("heap 1", 3, ""),
        bar("heap 2", 0, ""),
        bar("heap 3", 5, ""),
    ];
    assert_eq!(
        bars(&rows).unwrap(),
        "  heap 1 |###  | 3\n  heap 2 |     | 0\n  heap 3 |#####| 5\n"
    );
    let boxes = [bar("box 1", 2, "closed"), bar("box 2", 1, "open")];
    assert_eq!(
        bars(&boxes).unwrap(),
        "  box 1 |##| 2 closed\n  box 2 |# | 1 open\n"
    );
}

#[test]
fn heaps_over_forty_are_drawn_to_scale() {
    let drawn = bars(&[bar("heap 1", 100, ""), bar("heap 2", 7, "")]).unwrap();
    let lines: Vec<&str> = drawn.lines().collect();
    assert_eq!(lines[0], "  (each # stands for up to 3)");
    assert_eq!(lines[1], format!("  heap 1 |{}| 100", "#".repeat(34)));
    assert_eq!(lines[2], format!("  heap 2 |###{}| 7", " ".repeat(31)));
}

#[test]
fn a_tree_is_an_outline_from_its_root() {
    // tree-hackenbush's first example: 1-2 2-4 5-1 6-3 3-2, grounded at 1.
    let edges = [(0, 1), (1, 3), (4, 0), (5, 2), (2, 1)];
    let drawn = outline(
        6,
        &edges,
        0,
        &|v| match v {
            0 => "1 (ground)".to_string(),
            _ => (v + 1).to_string(),
        },
        &|_| None,
    );
    assert_eq!(
        drawn.unwrap(),
        "  1 (ground)\n  |-- 2\n  |   |-- 4\n  |   `-- 3\n  |       `-- 6\n  `-- 5\n"
    );
}

#[test]
fn edge_notes_and_edges_closing_cycles_are_named() {
    let name = |v: usize| (v + 1).to_string();
    let marked = outline(3, &[(0, 1), (1, 2)], 0, &name, &|index| {
        (index == 1).then(|| "marked".to_string())
    });
    assert_eq!(marked.unwrap(), "  1\n  `-- 2\n      `-- 3 [marked]\n");
    let triangle = outline(3, &[(0, 1), (1, 2), (2, 0), (2, 2)], 0, &name, &|_| None);
    assert_eq!(triangle.unwrap(), "  1\n  |-- 2\n  `-- 3 (also to 2, 3)\n");
}

#[test]
fn a_digraph_is_each_vertex_s_arcs() {
    let rows = [
        (
            "0 (token 1)".to_string(),
            vec!["1".to_string(), "2".to_string()],
        ),
        ("1".to_string(), vec![]),
        ("2".to_string(), vec!["1".to_string()]),
    ];
    assert_eq!(
        arcs(&rows).unwrap(),
        "  0 (token 1) -> 1 2\n  1           -> -\n  2           -> 1\n"
    );
    let graph = Digraph::from_arcs(3, &[(0, 2), (0, 1), (0, 2), (2, 1)]);
    assert_eq!(
        digraph(&graph, 1, &|v| (v + 1).to_string()).unwrap(),
        "  1 -> 2 3\n  2 -> -\n  3 -> 2\n"
    );
}

#[test]
fn a_board_is_a_row_of_numbered_cells() {
    let contents = ["3".to_string(), "0".to_string(), "12".to_string()];
    assert_eq!(
        cells("cell", 1, &contents).unwrap(),
        "  cell | 1 | 2 |  3\n       | 3 | 0 | 12\n"
    );
    assert_eq!(
        cells("bottle", 0, &contents).unwrap(),
        "  bottle | 0 | 1 |  2\n         | 3 | 0 | 12\n"
    );
}

#[test]
fn nothing_is_drawn_beyond_forty() {
    let many = MAX_DRAWN + 1;
    let rows: Vec<Bar> = (0..many).map(|heap| bar("heap", heap as u64, "")).collect();
    assert!(bars(&rows).is_none());
    assert!(bars(&rows[..MAX_DRAWN]).is_some());
    let path: Vec<(u32, u32)> = (0..many as u32).map(|v| (v, v + 1)).collect();
    let name = |v: usize| v.to_string();
    assert!(outline(many + 1, &path, 0, &name, &|_| None).is_none());
    assert!(outline(many, &path[..MAX_DRAWN], 0, &name, &|_| None).is_some());
    let rows: Vec<(String, Vec<String>)> = (0..many).map(|v| (v.to_string(), vec![])).collect();
    assert!(arcs(&rows).is_none());
    assert!(arcs(&rows[..MAX_DRAWN]).is_some());
    let contents: Vec<String> = (0..many).map(|cell| cell.to_string()).collect();
    assert!(cells("cell", 1, &contents).is_none());
    assert!(cells("cell", 1, &contents[..MAX_DRAWN]).is_some());
}
