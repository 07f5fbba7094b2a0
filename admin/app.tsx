import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

// Foundation placeholder for the admin SPA; the admin issue replaces it.
export function AdminApp() {
  return (
    <BrowserRouter basename="/admin">
      <Routes>
        <Route
          path="login"
          element={
            <main>
              <h1>Admin Login</h1>
              <p>Sign in to access the dashboard</p>
            </main>
          }
        />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
