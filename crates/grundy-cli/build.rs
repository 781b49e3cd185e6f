//! Puts the git commit into `grundy --version` when the command is built from a git checkout:
//! `GRUNDY_VERSION` is `0.1.0 (commit 1a2b3c4d5e6f)`, or the bare version where there is no git
//! or no repository (a packaged source, say).

use std::path::PathBuf;
use std::process::Command;

/// The output of `git ARGS` in this package's folder, trimmed, if git ran and succeeded.
fn git(arguments: &[&str]) -> Option<String> {
    let output = Command::new("git").args(arguments).output().ok()?;
    if !output.status.success() {
        return None;
    }
    let text = String::from_utf8(output.stdout).ok()?;
    Some(text.trim().to_string()).filter(|text| !text.is_empty())
}

fn main() {
    let version = env!("CARGO_PKG_VERSION");
    let full = match git(&["rev-parse", "--short=12", "HEAD"]) {
        Some(commit) => format!("{version} (commit {commit})"),
        None => version.to_string(),
    };
    println!("cargo:rustc-env=GRUNDY_VERSION={full}");
    // Built again when the commit changes: HEAD, the branch it names, and the packed refs.
    if let (Some(own), Some(common)) = (
        git(&["rev-parse", "--git-dir"]),
        git(&["rev-parse", "--git-common-dir"]),
    ) {
        let (own, common) = (PathBuf::from(own), PathBuf::from(common));
        println!("cargo:rerun-if-changed={}", own.join("HEAD").display());
        println!(
            "cargo:rerun-if-changed={}",
            common.join("packed-refs").display()
        );
        if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
            println!("cargo:rerun-if-changed={}", common.join(branch).display());
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
}
