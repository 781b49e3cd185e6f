//! The Fusion Principle at scale: graph-hackenbush and christmas-game on files of about 10^6
//! edges (random trees, a path, chains of cycles, dense blobs, the promised shape), the whole job
//! (parse, validate, solve, answer) next to a baseline that only parses every integer of the same
//! file.
//!
//! Run with `cargo bench -p grundy --bench fusion`; add `-- --paired [--rounds N] [FILTER]` for
//! paired runs, which interleave the parts of each file in rounds and give each part's ratio to the
//! bare loop of the same rounds (`common/paired.rs`).

#[path = "common/bare_loop.rs"]
mod bare_loop;
#[path = "common/case.rs"]
mod case;
#[path = "common/generated.rs"]
mod generated;
#[path = "common/harness.rs"]
mod harness;
#[path = "common/paired.rs"]
mod paired;

use std::io;

use case::{Case, Role};
use generated::generated;
use grundy::bench::{promised_drawing, Random};
use grundy::catalog::{self, Entry};
use grundy::solve::SolveOptions;

/// christmas-game, run as the command line runs it: through the catalog.
fn christmas_game() -> &'static dyn Entry {
    catalog::find("christmas-game").expect("christmas-game is in the catalog")
}

/// graph-hackenbush, run as the command line runs it: through the catalog.
fn graph_hackenbush() -> &'static dyn Entry {
    catalog::find("graph-hackenbush").expect("graph-hackenbush is in the catalog")
}

/// One graph-hackenbush test of the family with `n` vertices.
fn graph_input(family: &str, n: u64) -> Vec<u8> {
    generated("graph-hackenbush", family, n, 1)
}

/// The text of a graph of `n` vertices and 0-based `edges` in the input format (`n m`, then one
/// 1-based edge per line).
fn graph_text(n: u32, edges: &[(u32, u32)]) -> String {
    let mut text = format!("{n} {}\n", edges.len());
    for &(a, b) in edges {
        text.push_str(&format!("{} {}\n", a + 1, b + 1));
    }
    text
}

/// One graph-hackenbush test: a path of `n` vertices from the ground, labels in order.
fn path_input(n: u32) -> Vec<u8> {
    let edges: Vec<(u32, u32)> = (0..n - 1).map(|vertex| (vertex, vertex + 1)).collect();
    format!("1\n{}", graph_text(n, &edges)).into_bytes()
}

/// One christmas-game block of one promised drawing of `n` vertices.
fn promised_input(n: u32) -> Vec<u8> {
    let (vertices, edges) = promised_drawing(n, &mut Random::from_seed(1));
    format!("1\n{}", graph_text(vertices, &edges)).into_bytes()
}

/// The vertices of a file of one graph (`1`, then `n m` and the edges): its second number.
fn vertices(bytes: &[u8]) -> usize {
    let text = std::str::from_utf8(bytes).expect("ASCII");
    let second = text.split_ascii_whitespace().nth(1).expect("n");
    second.parse().expect("a number")
}

fn edges(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&byte| byte == b'\n').count() - 2
}

fn main() {
    harness::run(
        "fusion",
        |group| {
            group.sample_size(10);
        },
        cases,
    );
}

/// Every file, with its bare loop, parse-only baseline and whole job.
fn cases() -> Vec<Case> {
    let inputs: [(&str, Vec<u8>, bool); 5] = [
        ("graph: random tree", graph_input("tree", 1_000_001), false),
        ("graph: path", path_input(1_000_001), false),
        (
            "graph: chains of cycles",
            graph_input("cactus", 750_000),
            false,
        ),
        ("graph: dense blob", graph_input("blob", 500_000), false),
        ("christmas: promised drawing", promised_input(700_000), true),
    ];
    inputs
        .into_iter()
        .map(|(name, bytes, christmas)| {
            let name = format!("{name} ({} edges)", edges(&bytes));
            let slots = vertices(&bytes) + 1;
            Case::new(name.clone(), bytes)
                .bare_loop(format!("{name}: bare loop (baseline)"))
                .id_count_loop(format!("{name}: count every id (baseline)"), slots)
                .parse_all_numbers(format!("{name}: parse only (baseline)"))
                .part(Role::WholeJob, format!("{name}: solve"), move |bytes| {
                    let options = SolveOptions::default();
                    if christmas {
                        christmas_game().solve(bytes, &options, &mut io::sink())
                    } else {
                        graph_hackenbush().solve(bytes, &options, &mut io::sink())
                    }
                    .expect("valid input")
                })
        })
        .collect()
}
