//! The tree and graph generators build a whole test in memory before writing it: a size beyond
//! their limit is refused with one line and exit status 2, never an allocation failure.

use crate::common::{grundy, text};

#[test]
fn tree_and_graph_generators_refuse_sizes_they_cannot_hold() {
    for game in [
        "path-marking",
        "tree-coins",
        "tree-hackenbush",
        "tree-tac-toe",
        "graph-hackenbush",
        "christmas-game",
    ] {
        for size in ["100000001", "4294967295", "18446744073709551615"] {
            let output = grundy(&["gen", game, "--n", size], b"");
            let message = text(&output.stderr);
            assert_eq!(output.status.code(), Some(2), "{game} {size}: {message}");
            assert!(
                message.starts_with("error: --n must be from ")
                    && message.contains(&format!("to 100000000 for {game}, not {size}")),
                "{game} {size}: {message}"
            );
            assert_eq!(message.lines().count(), 1, "{game} {size}: {message}");
            assert!(output.stdout.is_empty(), "{game} {size}");
        }
    }
}
