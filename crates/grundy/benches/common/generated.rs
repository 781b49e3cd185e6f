//! The benchmarks' inputs, made by the games' own generators.

use grundy::catalog;
use grundy::solve::GenerateOptions;

/// The file `grundy gen GAME --family FAMILY --n SIZE --tests TESTS --seed 1` writes.
pub fn generated(game: &str, family: &str, size: u64, tests: u64) -> Vec<u8> {
    let options = GenerateOptions {
        family: family.to_string(),
        size,
        tests,
        seed: 1,
    };
    let mut bytes = Vec::new();
    catalog::find(game)
        .expect("in the catalog")
        .generate(&options, &mut bytes)
        .expect("valid options");
    bytes
}
