//! The programs grundy runs (stress's PROGRAM, the judge's player) run in a process group of
//! their own, so that ending one ends what it started too: a wrapper script's interpreter
//! (`sh -c 'python3 sol.py'`) at a time limit, a helper left running after it exits. Unix only;
//! elsewhere only the program itself is ended.

use std::io;
use std::process::{Child, Command, ExitStatus};

/// Makes `command` start its program as the leader of a new process group.
pub fn own_group(command: &mut Command) -> &mut Command {
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(command, 0);
    command
}

/// Kills every process of the group `child` leads (started through [`own_group`]). Only called
/// before `child` is waited for: until then its id, the group's, cannot be reused, so no other
/// process can be hit.
#[cfg(unix)]
pub fn kill_group(child: &Child) {
    let Ok(group) = libc::pid_t::try_from(child.id()) else {
        return;
    };
    // SAFETY: kill(2) takes plain integers and touches no memory of this process; a failure
    // (no such group left) is harmless and ignored.
    #[allow(unsafe_code)]
    unsafe {
        libc::kill(-group, libc::SIGKILL);
    }
}

/// Elsewhere only the program itself is killed.
#[cfg(not(unix))]
pub fn kill_group(_child: &Child) {}

/// Whether `child` has ended, without waiting for it (so its id stays reserved and
/// [`kill_group`] stays safe).
#[cfg(unix)]
fn has_ended(child: &Child) -> io::Result<bool> {
    let id = libc::id_t::from(child.id());
    // SAFETY: `info` is a plain C struct, valid when zeroed, that waitid(2) writes into; WNOWAIT
    // leaves the child to be waited for by `Child::wait`.
    #[allow(unsafe_code)]
    unsafe {
        let mut info: libc::siginfo_t = std::mem::zeroed();
        let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
        if libc::waitid(libc::P_PID, id, &mut info, flags) != 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(info.si_pid() != 0)
    }
}

/// The exit status of `child` if it has ended: whatever it left running in its group is then
/// killed, and it is waited for (no zombie); `None` while it runs.
pub fn try_reap(child: &mut Child) -> io::Result<Option<ExitStatus>> {
    #[cfg(unix)]
    {
        if !has_ended(child)? {
            return Ok(None);
        }
        kill_group(child);
    }
    child.try_wait()
}

/// Kills `child` and its group, and waits for it (no zombie).
pub fn kill_and_reap(child: &mut Child) -> io::Result<ExitStatus> {
    kill_group(child);
    // It may have ended just now: killing an ended child fails harmlessly.
    let _ = child.kill();
    child.wait()
}
